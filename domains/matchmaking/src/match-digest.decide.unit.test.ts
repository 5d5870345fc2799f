import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { type MatchDigestCommand, type MatchDigestEvent, matchDigestDecider } from "./match-digest"

const day = 24 * 60 * 60 * 1000
const start = new Date("2026-01-05T09:00:00Z")
const at = (days: number) => new Date(start.getTime() + days * day)

const given = (events: MatchDigestEvent[] = []) => ({
  when: (command: MatchDigestCommand, now = start) =>
    matchDigestDecider.decide(command, fold(matchDigestDecider, events), {
      now,
      newId: () => "new-id",
      actorId: "gov-1",
    }),
})

const optIn = (enabled = true): MatchDigestCommand => ({
  type: "ChangeMatchDigest",
  userId: "gov-1",
  enabled,
})
const changed = (enabled = true): MatchDigestEvent => ({
  type: "MatchDigestChanged",
  data: { userId: "gov-1", enabled, at: start.toISOString() },
})
const send = (...rankedIds: string[]): MatchDigestCommand => ({
  type: "SendMatchDigest",
  userId: "gov-1",
  side: "companies",
  rankedIds,
})
const sent = (now: Date, ...matchIds: string[]): MatchDigestEvent => ({
  type: "MatchDigestSent",
  data: { userId: "gov-1", side: "companies", matchIds, sentAt: now.toISOString() },
})

describe("the weekly match digest", () => {
  it("is off until the user opts in; saying the same again is no event", () => {
    expect(given().when(send("a"))).toEqual([])
    expect(given().when(optIn())).toEqual([changed()])
    expect(given([changed()]).when(optIn())).toEqual([])
    expect(given([changed()]).when(optIn(false))).toEqual([changed(false)])
    expect(given([changed(), changed(false)]).when(send("a"))).toEqual([])
  })

  it("lists the user's matches best first, at most five, at the decision's time", () => {
    expect(given([changed()]).when(send("a", "b", "c", "d", "e", "f"))).toEqual([
      sent(start, "a", "b", "c", "d", "e"),
    ])
  })

  it("sends nothing when there is nothing to list", () => {
    expect(given([changed()]).when(send())).toEqual([])
  })

  it("sends at most one a week", () => {
    const history = [changed(), sent(start, "a")]
    expect(given(history).when(send("b"), at(1))).toEqual([])
    expect(given(history).when(send("b"), new Date(at(7).getTime() - 1))).toEqual([])
    expect(given(history).when(send("b"), at(7))).toEqual([sent(at(7), "b")])
  })

  it("lists only matches no earlier digest listed; nothing new, nothing sent", () => {
    const history = [changed(), sent(start, "a", "b")]
    expect(given(history).when(send("a", "c", "b", "d"), at(8))).toEqual([sent(at(8), "c", "d")])
    expect(given(history).when(send("b", "a"), at(8))).toEqual([])
    expect(given([...history, sent(at(8), "c")]).when(send("a", "b", "c", "e"), at(16))).toEqual([
      sent(at(16), "e"),
    ])
  })

  it("keeps what it listed when the user opts out and in again", () => {
    const history = [changed(), sent(start, "a"), changed(false), changed()]
    expect(given(history).when(send("a", "b"), at(9))).toEqual([sent(at(9), "b")])
  })
})
