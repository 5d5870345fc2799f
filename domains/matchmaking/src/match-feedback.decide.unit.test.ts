import { AppError } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { MatchFeedbackEvent } from "./match-feedback"
import { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "user-1" }

const given = (events: MatchFeedbackEvent[] = []) => ({
  when: (command: MatchFeedbackCommand) =>
    matchFeedbackDecider.decide(command, fold(matchFeedbackDecider, events), ctx),
})

const created: MatchFeedbackEvent = {
  type: "MatchFeedbackCreated",
  data: {
    matchFeedbackId: "a-1",
    title: "First",
    createdBy: "user-1",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
}

describe("match feedbacks", () => {
  it("starts with its title, by its creator, at the decision's time", () => {
    expect(
      given().when({
        type: "CreateMatchFeedback",
        matchFeedbackId: "a-1",
        title: "First",
        actorId: "user-1",
      }),
    ).toEqual([created])
  })

  it("starts once: a second start of the same stream is a conflict", () => {
    const decided = given([created]).when({
      type: "CreateMatchFeedback",
      matchFeedbackId: "a-1",
      title: "Again",
      actorId: "user-1",
    })
    expect(decided).toBeInstanceOf(AppError)
    expect((decided as AppError).code).toBe("Conflict")
  })

  it("is renamed by its creator; the same title again changes nothing", () => {
    expect(
      given([created]).when({ type: "RenameMatchFeedback", title: "Second", actorId: "user-1" }),
    ).toEqual([
      {
        type: "MatchFeedbackRenamed",
        data: {
          matchFeedbackId: "a-1",
          title: "Second",
          renamedBy: "user-1",
          renamedAt: "2026-01-01T00:00:00.000Z",
        },
      },
    ])
    expect(given([created]).when({ type: "RenameMatchFeedback", title: "First", actorId: "user-1" })).toEqual(
      [],
    )
  })

  it("is not renamed by anyone else, nor before it exists", () => {
    expect(
      (given([created]).when({ type: "RenameMatchFeedback", title: "Mine", actorId: "user-2" }) as AppError)
        .code,
    ).toBe("Forbidden")
    expect(
      (given().when({ type: "RenameMatchFeedback", title: "Mine", actorId: "user-1" }) as AppError).code,
    ).toBe("NotFound")
  })
})
