import type { AppError } from "@ignite/contracts"
import type { PersonalFields } from "../eventstore/personal-data"

/** What a decision needs from outside, passed in so `decide` stays pure: the time, new ids, who acts. */
export interface DecisionContext {
  readonly now: Date
  readonly newId: () => string
  readonly actorId?: string
}

/** A domain event as deciders see it: a tagged, past-tense fact. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type
  readonly data: Data
  /** Which fields of data are personal (sealed, erasable); see eventstore/personal-data.ts. */
  readonly personal?: PersonalFields
}

/**
 * The write model of one stream type: pure and synchronous. `decide` answers with the new events or an
 * expected failure (an AppError with the spec's code); it never throws for business reasons.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State
  evolve(state: State, event: Event): State
  decide(command: Command, state: State, ctx: DecisionContext): readonly Event[] | AppError
}

export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<never, Event, State>, "initialState" | "evolve">,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState)
