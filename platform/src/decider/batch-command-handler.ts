import { AppError, isAppError } from "@ignite/contracts"
import { isConcurrencyError } from "../eventstore/errors"
import type { EventStore } from "../eventstore/event-store"
import type { EventMetadata, NewEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"
import { withSchemaVersion } from "./command-handler"
import type { Decider, DecisionContext, DomainEvent } from "./decider"

export interface BatchDecision<State, Event> {
  readonly streamId: string
  /** The stream's state after the decision. */
  readonly state: State
  /** What the command decided: none when the stream already said it. */
  readonly events: readonly Event[]
}

/**
 * `handleCommand` for a batch of streams of one decider (bulk imports), in the caller's transaction: one
 * query reads every stream, each command is decided on its own stream's state (pure), and the decided
 * events are appended in at most two statements (new streams, then existing ones at the versions read).
 * All or nothing: a refused command throws its AppError, and a stream another writer moved on in the
 * meantime throws Conflict; either way the caller's transaction rolls back, and the caller may run the
 * batch again in a new one (it reads the streams afresh).
 */
export const handleCommandsIn = async <Command, Event extends DomainEvent, State>(
  tx: Tx,
  store: EventStore,
  decider: Decider<Command, Event, State>,
  commands: ReadonlyArray<{ readonly streamId: string; readonly command: Command }>,
  ctx: DecisionContext,
  metadata: EventMetadata = { actorId: ctx.actorId, occurredAt: ctx.now.toISOString() },
): Promise<BatchDecision<State, Event>[]> => {
  const histories = await store.readStreams(
    commands.map(({ streamId }) => streamId),
    { db: tx },
  )
  if (histories.size !== commands.length) throw new Error("handleCommandsIn decides each stream once")
  const fresh: Array<{ streamId: string; events: NewEvent[] }> = []
  const existing: Array<{ streamId: string; events: NewEvent[]; expected: number }> = []
  const decisions = commands.map(({ streamId, command }) => {
    const { version, events: history } = histories.get(streamId)!
    const state = history.reduce(
      (current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event),
      decider.initialState,
    )
    const decided = decider.decide(command, state, ctx)
    if (isAppError(decided)) throw decided
    if (decided.length > 0) {
      const events = decided.map(withSchemaVersion)
      if (version === 0) fresh.push({ streamId, events })
      else existing.push({ streamId, events, expected: version })
    }
    return { streamId, state: decided.reduce(decider.evolve, state), events: decided }
  })
  try {
    await store.appendNewStreams(tx, fresh, metadata)
    await store.appendToStreams(tx, existing, metadata)
  } catch (error) {
    if (isConcurrencyError(error)) throw new AppError("Conflict")
    throw error
  }
  return decisions
}
