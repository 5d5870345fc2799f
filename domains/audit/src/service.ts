import { randomUUID } from "node:crypto"
import { decodeInput, RevealInput } from "@ignite/contracts"
import { type EventStore, handleCommand } from "@ignite/platform"
import { revealStreamId } from "./reveal"
import { revealDecider } from "./reveal.decide"

/** The audit domain's command: asking to see a subject's personal data, with a reason. */
export interface AuditService {
  /** Records the reveal; answers its id. */
  reveal(auditorId: string, input: unknown): Promise<string>
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
})
