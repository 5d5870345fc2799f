import { AppError, revealWindowMs } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { evolveReveal, initialRevealState, type RevealEvent, type RevealState } from "./reveal"

export type RevealCommand = {
  readonly type: "RevealPersonalData"
  readonly revealId: string
  readonly auditorId: string
  readonly subject: string
  readonly reason: string
}

type Decision = RevealEvent[] | AppError

/**
 * An auditor sees a data subject's personal fields in the history only by asking, with a reason: the ask is
 * the record (who, when, whose, why), and it opens the subject to them for `revealWindowMs`. A reveal happens
 * once: a retried command with the same id is a conflict, not a second record.
 */
export const decideReveal = (command: RevealCommand, state: RevealState, ctx: DecisionContext): Decision => {
  if (state.status !== "none") return new AppError("Conflict")
  return [
    {
      type: "PersonalDataRevealed",
      data: {
        revealId: command.revealId,
        auditorId: command.auditorId,
        subject: command.subject,
        reason: command.reason,
        revealedAt: ctx.now.toISOString(),
        expiresAt: new Date(ctx.now.getTime() + revealWindowMs).toISOString(),
      },
    },
  ]
}

export const revealDecider: Decider<RevealCommand, RevealEvent, RevealState> = {
  initialState: initialRevealState,
  evolve: evolveReveal,
  decide: decideReveal,
}
