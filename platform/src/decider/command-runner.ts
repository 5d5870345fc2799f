import { randomUUID } from "node:crypto"
import type { EventStore } from "../eventstore/event-store"
import { type HandleOptions, type HandleResult, handleCommand } from "./command-handler"
import type { Decider, DomainEvent } from "./decider"

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

/**
 * A service's way to run its commands (`handleCommand` with the time read once per command), and the id
 * source it was given, for the ids it names before deciding (a new saved search's, a reveal's).
 */
export const commandRunner = ({ store, now = () => new Date(), newId = randomUUID }: ServiceDeps) => {
  const run: RunCommand = (decider, streamId, command, actorId, options) =>
    handleCommand(store, decider, streamId, command, { now: now(), newId, actorId }, options)
  return { run, newId }
}
