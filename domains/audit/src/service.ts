import { decodeInput, RevealInput } from "@ignite/contracts"
import { erasureStreamId } from "@ignite/contracts/events"
import { commandRunner, type ServiceDeps, type Tx } from "@ignite/platform"
import { erasureDecider } from "./erasure.decide"
import { revealStreamId } from "./reveal"
import { revealDecider } from "./reveal.decide"

/** The audit domain's commands: asking to see a subject's personal data, with a reason; forgetting a person. */
export interface AuditService {
  /** Records the reveal; answers its id. */
  reveal(auditorId: string, input: unknown): Promise<string>
  /** Records a person's erasure, in the caller's transaction (beside what identity forgets). */
  recordErasureIn(tx: Tx, subject: string, by: string): Promise<void>
}

export const createAuditService = (deps: ServiceDeps): AuditService => {
  const { run, newId } = commandRunner(deps)
  return {
    async reveal(auditorId, input) {
      const { subject, reason } = decodeInput(RevealInput, input)
      const revealId = newId()
      const command = { type: "RevealPersonalData", revealId, auditorId, subject, reason } as const
      await run(revealDecider, revealStreamId(revealId), command, auditorId)
      return revealId
    },
    async recordErasureIn(tx, subject, by) {
      const command = { type: "ErasePersonalData", subject, by } as const
      await run(erasureDecider, erasureStreamId(subject), command, by, { tx })
    },
  }
}
