import { randomUUID } from "node:crypto"
import { decodeInput, RevealInput } from "@ignite/contracts"
import { erasureStreamId } from "@ignite/contracts/events"
import { type EventStore, handleCommand, type Tx } from "@ignite/platform"
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

export const createAuditService = ({
  store,
  now = () => new Date(),
  newId = randomUUID,
}: {
  readonly store: EventStore
  readonly now?: () => Date
  readonly newId?: () => string
}): AuditService => ({
  async reveal(auditorId, input) {
    const { subject, reason } = decodeInput(RevealInput, input)
    const revealId = newId()
    await handleCommand(
      store,
      revealDecider,
      revealStreamId(revealId),
      { type: "RevealPersonalData", revealId, auditorId, subject, reason },
      { now: now(), newId, actorId: auditorId },
    )
    return revealId
  },
  async recordErasureIn(tx, subject, by) {
    await handleCommand(
      store,
      erasureDecider,
      erasureStreamId(subject),
      { type: "ErasePersonalData", subject, by },
      { now: now(), newId, actorId: by },
      { tx },
    )
  },
})
