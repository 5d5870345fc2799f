import { AppError, revealWindowMs } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { RevealEvent } from "./reveal"
import { type RevealCommand, revealDecider } from "./reveal.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "auditor-1" }

const given = (events: RevealEvent[] = []) => ({
  when: (command: RevealCommand) => revealDecider.decide(command, fold(revealDecider, events), ctx),
})

const ask: RevealCommand = {
  type: "RevealPersonalData",
  revealId: "r-1",
  auditorId: "auditor-1",
  subject: "user-7",
  reason: "Complaint #42: checking who changed the contact email",
}

const revealed: RevealEvent = {
  type: "PersonalDataRevealed",
  data: {
    revealId: "r-1",
    auditorId: "auditor-1",
    subject: "user-7",
    reason: "Complaint #42: checking who changed the contact email",
    revealedAt: "2026-01-01T00:00:00.000Z",
    expiresAt: new Date(ctx.now.getTime() + revealWindowMs).toISOString(),
  },
}

describe("revealing personal data in the history", () => {
  it("records who asked to see whose data, why, when, and until when it stays open", () => {
    expect(given().when(ask)).toEqual([revealed])
    expect(revealWindowMs).toBe(15 * 60 * 1000)
  })

  it("records a reveal once: the same reveal again is a conflict, not a second record", () => {
    const decided = given([revealed]).when(ask)
    expect(decided).toBeInstanceOf(AppError)
    expect((decided as AppError).code).toBe("Conflict")
  })
})
