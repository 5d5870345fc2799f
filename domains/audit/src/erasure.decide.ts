import { AppError } from "@ignite/contracts"
import type { ErasureEvent } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"

export type ErasureState = { readonly erased: boolean }

export type ErasureCommand = {
  readonly type: "ErasePersonalData"
  readonly subject: string
  readonly by: string
}

/**
 * A person is forgotten once: the second erasure of the same person is a conflict (there is nothing left to
 * forget, and the record of the first stays the record). Nobody erases themselves: an admin's own erasure is
 * another admin's decision.
 */
export const decideErasure = (
  command: ErasureCommand,
  state: ErasureState,
  ctx: DecisionContext,
): ErasureEvent[] | AppError => {
  if (state.erased) return new AppError("Conflict", "This person's data was erased already.")
  if (command.by === command.subject) return new AppError("Conflict", "You cannot erase your own data.")
  return [
    {
      type: "PersonalDataErased",
      data: { subject: command.subject, by: command.by, erasedAt: ctx.now.toISOString() },
    },
  ]
}

export const erasureDecider: Decider<ErasureCommand, ErasureEvent, ErasureState> = {
  initialState: { erased: false },
  evolve: (state, event) => (event.type === "PersonalDataErased" ? { erased: true } : state),
  decide: decideErasure,
}
