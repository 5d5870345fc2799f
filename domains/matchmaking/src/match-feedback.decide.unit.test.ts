import { AppError } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { MatchFeedbackEvent } from "./match-feedback"
import { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "gov-1" }

const given = (events: MatchFeedbackEvent[] = []) => ({
  when: (command: MatchFeedbackCommand) =>
    matchFeedbackDecider.decide(command, fold(matchFeedbackDecider, events), ctx),
})

const hide = (profileStamp: string, feedback: "hidden" | "notRelevant" = "hidden"): MatchFeedbackCommand => ({
  type: "GiveMatchFeedback",
  userId: "gov-1",
  side: "companies",
  subjectId: "listing-1",
  feedback,
  profileStamp,
  terms: ["counter-UAS"],
  technologyTypeIds: ["7"],
})

const hidden = (profileStamp: string): MatchFeedbackEvent => ({
  type: "MatchHidden",
  data: {
    userId: "gov-1",
    side: "companies",
    subjectId: "listing-1",
    profileStamp,
    terms: ["counter-UAS"],
    technologyTypeIds: ["7"],
    at: "2026-01-01T00:00:00.000Z",
  },
})

const success = (chatThreadId: string): MatchFeedbackCommand => ({
  type: "RecordMatchSuccess",
  userId: "gov-1",
  side: "companies",
  subjectId: "listing-1",
  chatThreadId,
})

const succeeded = (chatThreadId: string): MatchFeedbackEvent => ({
  type: "MatchSucceeded",
  data: {
    userId: "gov-1",
    side: "companies",
    subjectId: "listing-1",
    chatThreadId,
    at: "2026-01-01T00:00:00.000Z",
  },
})

describe("match feedback", () => {
  it("hides a match against the profile it was offered for, with its terms, at the decision's time", () => {
    expect(given().when(hide("p1"))).toEqual([hidden("p1")])
  })

  it("hides it once per profile version: again changes nothing, after a profile change it is new", () => {
    expect(given([hidden("p1")]).when(hide("p1"))).toEqual([])
    expect(given([hidden("p1")]).when(hide("p2"))).toEqual([hidden("p2")])
  })

  it("marks a match not relevant apart from hiding it", () => {
    const [event] = given([hidden("p1")]).when(hide("p1", "notRelevant")) as MatchFeedbackEvent[]
    expect(event?.type).toBe("MatchMarkedNotRelevant")
    expect(event?.data).toEqual(hidden("p1").data)
  })

  it("refuses feedback about oneself", () => {
    const decided = given().when({ ...hide("p1"), subjectId: "gov-1" } as MatchFeedbackCommand)
    expect(decided).toBeInstanceOf(AppError)
    expect((decided as AppError).code).toBe("NotFound")
  })

  it("records a chat started from a match as its success, once per thread", () => {
    expect(given().when(success("thread-1"))).toEqual([succeeded("thread-1")])
    expect(given([succeeded("thread-1")]).when(success("thread-1"))).toEqual([])
    expect(given([succeeded("thread-1")]).when(success("thread-2"))).toEqual([succeeded("thread-2")])
  })
})
