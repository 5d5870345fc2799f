import { AppError, isAppError } from "@ignite/contracts"
import { eventContracts } from "@ignite/contracts/events"
import { isConcurrencyError } from "../eventstore/errors"
import type { EventStore } from "../eventstore/event-store"
import type { PersonalFields } from "../eventstore/personal-data"
import type { EventMetadata, RecordedEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"
import type { Decider, DecisionContext, DomainEvent } from "./decider"

export interface HandleOptions {
  /** Bounded: a stream this contended is a design smell, and the caller gets a clear Conflict. */
  readonly maxAttempts?: number
  readonly metadata?: EventMetadata
  /** Decide and append inside this transaction (with the caller's reservation-table writes). */
  readonly tx?: Tx
  /**
   * The caller knows the stream is new (it just reserved its id): decide on the initial state without reading
   * it. Still safe: the append expects no stream, so a wrong guess is a conflict, not a lost write.
   */
  readonly fresh?: boolean
}

export interface HandleResult<State, Event> {
  readonly state: State
  readonly events: readonly Event[]
  readonly recorded: readonly RecordedEvent[]
  readonly version: number
}

const contracts: Readonly<Record<string, { version: number } | undefined>> = eventContracts

/** New events are written at their contract's current version; older ones are upcast on read. */
const schemaVersionOf = (type: string) => contracts[type]?.version ?? 1

/** A decided event as the store appends it: at its contract's version, personal fields marked. */
export const withSchemaVersion = <E extends DomainEvent & { readonly personal?: PersonalFields }>(
  event: E,
) => ({
  type: event.type,
  data: event.data,
  personal: event.personal,
  schemaVersion: schemaVersionOf(event.type),
})

/**
 * Load, fold, decide, append with the expected version; on a version conflict, load again and
 * re-decide (the command may no longer be valid), up to maxAttempts.
 */
export const handleCommand = async <Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  ctx: DecisionContext,
  options: HandleOptions = {},
): Promise<HandleResult<State, Event>> => {
  const maxAttempts = options.maxAttempts ?? 3
  for (let attempt = 1; ; attempt++) {
    const { version, events: history } =
      options.fresh && attempt === 1
        ? { version: 0, events: [] }
        : await store.readStream(streamId, { db: options.tx })
    const state = history.reduce(
      (current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event),
      decider.initialState,
    )
    const decided = decider.decide(command, state, ctx)
    if (isAppError(decided)) throw decided
    if (decided.length === 0) return { state, events: [], recorded: [], version }
    try {
      const result = await store.append(streamId, decided.map(withSchemaVersion), {
        expected: version === 0 ? "no-stream" : version,
        // occurredAt: when the command was decided, by the application's clock (the log's recorded_at is the
        // database's: the same moment for a request, the history's own for demo data written on a set clock)
        metadata: { actorId: ctx.actorId, occurredAt: ctx.now.toISOString(), ...options.metadata },
        tx: options.tx,
      })
      return {
        state: decided.reduce(decider.evolve, state),
        events: decided,
        recorded: result.events,
        version: result.nextExpectedVersion,
      }
    } catch (error) {
      if (!isConcurrencyError(error)) throw error
      // inside a caller's transaction a retry cannot help: the transaction is aborted
      if (options.tx || attempt >= maxAttempts) throw new AppError("Conflict")
    }
  }
}
