import { randomUUID } from "node:crypto"
import { isAppError } from "@ignite/contracts"
import type { EventStore } from "../eventstore/event-store"
import type { Tx } from "../sql/sql"
import { type BatchDecision, handleCommandsIn } from "./batch-command-handler"
import { type HandleOptions, type HandleResult, handleCommand, withSchemaVersion } from "./command-handler"
import type { Decider, DecisionContext, DomainEvent } from "./decider"

/** What a domain's service is made of: the event store, and the clock and ids its decisions are given. */
export interface ServiceDeps {
  readonly store: EventStore
  /** The clock; tests pass a fixed one. */
  readonly now?: () => Date
  /** New ids; tests pass a sequence. */
  readonly newId?: () => string
}

/** One command of a decider on its stream, by an actor, with the service's clock and ids. */
export type RunCommand = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  actorId: string | undefined,
  options?: HandleOptions,
) => Promise<HandleResult<State, Event>>

/** A batch of one decider's commands on their streams, in the caller's transaction (`handleCommandsIn`). */
export type RunCommandsIn = <Command, Event extends DomainEvent, State>(
  tx: Tx,
  decider: Decider<Command, Event, State>,
  commands: ReadonlyArray<{ readonly streamId: string; readonly command: Command }>,
  actorId?: string,
) => Promise<BatchDecision<State, Event>[]>

/** New streams of one decider, each with the commands that start it, in the caller's transaction. */
export type StartStreamsIn = <Command, Event extends DomainEvent, State>(
  tx: Tx,
  decider: Decider<Command, Event, State>,
  starts: ReadonlyArray<{ readonly streamId: string; readonly commands: readonly Command[] }>,
  actorId?: string,
) => Promise<void>

/**
 * The events a run of commands decides on a stream that does not exist yet, each decided on the state the
 * previous ones left. A refusal throws.
 */
const decideOnNewStream = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
  ctx: DecisionContext,
): Event[] => {
  let state = decider.initialState
  const events: Event[] = []
  for (const command of commands) {
    const decided = decider.decide(command, state, ctx)
    if (isAppError(decided)) throw decided
    state = decided.reduce(decider.evolve, state)
    events.push(...decided)
  }
  return events
}

/**
 * A service's way to run its commands, with the time read once per call: `run` (`handleCommand`), `runAllIn`
 * (`handleCommandsIn`, a batch on existing or new streams), `startAllIn` (bulk imports: many streams that do not
 * exist yet, decided and appended in one statement, `appendNewStreams`); and the clock and id source it was
 * given, for the ids it names before deciding (a new saved search's, a reveal's).
 */
export const commandRunner = ({ store, now = () => new Date(), newId = randomUUID }: ServiceDeps) => {
  const context = (actorId?: string): DecisionContext => ({ now: now(), newId, actorId })
  const run: RunCommand = (decider, streamId, command, actorId, options) =>
    handleCommand(store, decider, streamId, command, context(actorId), options)
  const runAllIn: RunCommandsIn = (tx, decider, commands, actorId) =>
    handleCommandsIn(tx, store, decider, commands, context(actorId))
  const startAllIn: StartStreamsIn = async (tx, decider, starts, actorId) => {
    const ctx = context(actorId)
    await store.appendNewStreams(
      tx,
      starts.map(({ streamId, commands }) => ({
        streamId,
        events: decideOnNewStream(decider, commands, ctx).map(withSchemaVersion),
      })),
      // as `handleCommand` writes it: who, and when the commands were decided
      { actorId, occurredAt: ctx.now.toISOString() },
    )
  }
  return { run, runAllIn, startAllIn, now, newId }
}
