import { AppError } from "@ignite/contracts"
import type { ErasureEvent } from "@ignite/contracts/events"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { type ErasureCommand, erasureDecider } from "./erasure.decide"

const ctx = { now: new Date("2026-05-01T09:00:00Z"), newId: () => "id", actorId: "admin-1" }
const given = (events: ErasureEvent[] = []) => ({
  when: (command: ErasureCommand) => erasureDecider.decide(command, fold(erasureDecider, events), ctx),
})
const erase: ErasureCommand = { type: "ErasePersonalData", subject: "user-7", by: "admin-1" }
const erased: ErasureEvent = {
  type: "PersonalDataErased",
  data: { subject: "user-7", by: "admin-1", erasedAt: "2026-05-01T09:00:00.000Z" },
}

describe("erasing a person's data", () => {
  it("records who erased whom and when, with ids only", () => {
    expect(given().when(erase)).toEqual([erased])
  })

  it("erases a person once: the second time is a conflict", () => {
    const decided = given([erased]).when(erase)
    expect(decided).toBeInstanceOf(AppError)
    expect((decided as AppError).code).toBe("Conflict")
  })

  it("lets nobody erase themselves", () => {
    const decided = given().when({ ...erase, by: "user-7" })
    expect((decided as AppError).message).toBe("You cannot erase your own data.")
  })
})
