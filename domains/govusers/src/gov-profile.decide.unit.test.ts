import type { GovProfileInput } from "@ignite/contracts"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { GovUserEvent } from "./gov-profile"
import { type GovProfileCommand, govProfileDecider } from "./gov-profile.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(govProfileDecider, fixedContext(now))
const userId = "gov-1"
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

const valid: GovProfileInput = {
  govUserOrganizationId: "1",
  technologyTypes: [{ id: "3" }, { id: "6" }],
  govUserClassifications: [{ id: "1" }],
  linesOfEffort: [{ details: "Counter-UAS sensing for forward bases" }],
  profileDetail: "<p>We buy <strong>sensors</strong></p>",
  city: " Dayton ",
  stateOrProvince: "OH",
  country: "US",
  govEmployeeSinceYear: "2010",
}
const save = (profile: GovProfileInput): GovProfileCommand => ({
  type: "SaveProfile",
  userId,
  profile,
  knownOrganizationIds: new Set(["1", "2"]),
  knownTechnologyTypeIds: new Set(["3", "6"]),
})
const saved = (
  data: Partial<Extract<GovUserEvent, { type: "GovProfileSaved" }>["data"]> = {},
): GovUserEvent => ({
  type: "GovProfileSaved",
  data: {
    userId,
    govUserOrganizationId: "1",
    technologyTypeIds: ["3", "6"],
    govUserClassificationIds: ["1"],
    linesOfEffort: [{ id: id(1), details: "Counter-UAS sensing for forward bases" }],
    profileDetail: "<p>We buy <strong>sensors</strong></p>",
    interactionDetail: null,
    city: "Dayton",
    stateOrProvince: "OH",
    country: "US",
    govEmployeeSinceYear: 2010,
    savedAt: now.toISOString(),
    ...data,
  },
  personal: { subject: userId, fields: ["city", "stateOrProvince"] },
})
const problemsOf = (profile: GovProfileInput, history: GovUserEvent[] = []) =>
  spec.given(history).when(save(profile)).thenFails("ValidationFailed").details ?? []

describe("government profile decider", () => {
  it("saves a complete profile: trimmed location, the year as a number, new ids for new lines", () => {
    spec.given([]).when(save(valid)).thenEvents([saved()])
  })

  it("keeps the ids of existing lines, destroys flagged ones, drops blank ones and flagged new ones", () => {
    const history = [
      saved({
        linesOfEffort: [
          { id: "a", details: "First" },
          { id: "b", details: "Second" },
        ],
      }),
    ]
    spec
      .given(history)
      .when(
        save({
          ...valid,
          linesOfEffort: [
            { id: "a", details: "First, reworded" },
            { id: "b", details: "Second", destroy: true },
            { details: "   " },
            { details: "Dropped new", destroy: true },
            { details: "Third" },
          ],
        }),
      )
      .thenEvents([
        saved({
          linesOfEffort: [
            { id: "a", details: "First, reworded" },
            { id: id(1), details: "Third" },
          ],
        }),
      ])
  })

  it("needs at least one valid line of effort, at most 6, each at most 300 characters", () => {
    expect(
      problemsOf({ ...valid, linesOfEffort: [{ details: " " }, { id: "x", details: "a", destroy: true }] }),
    ).toEqual([{ path: "linesOfEffort", message: "need at least one valid line of effort" }])
    expect(problemsOf({ ...valid, linesOfEffort: [] })[0]?.message).toBe(
      "need at least one valid line of effort",
    )
    const seven = Array.from({ length: 7 }, (_, i) => ({ details: `Line ${i}` }))
    expect(problemsOf({ ...valid, linesOfEffort: seven })).toEqual([
      { path: "linesOfEffort", message: "No more than 6 lines of effort" },
    ])
    const six = [...seven.slice(0, 6), { details: "gone", destroy: true }]
    spec
      .given([])
      .when(save({ ...valid, linesOfEffort: six }))
      .thenState((state) => {
        expect(state.linesOfEffort).toHaveLength(6)
      })
    expect(problemsOf({ ...valid, linesOfEffort: [{ details: "x".repeat(301) }] })).toEqual([
      { path: "linesOfEffort.0.details", message: "Must be at most 300 characters", code: "too_long" },
    ])
    spec
      .given([])
      .when(save({ ...valid, linesOfEffort: [{ details: "x".repeat(300) }] }))
      .thenState((state) => {
        expect(state.linesOfEffort[0]?.details).toHaveLength(300)
      })
  })

  it("needs an organisation, a technology type and a classification not flagged for destruction", () => {
    const problems = problemsOf({
      ...valid,
      govUserOrganizationId: "",
      technologyTypes: [{ id: "3", destroy: true }],
      govUserClassifications: [{ id: "1", destroy: true }],
    })
    expect(problems.map((problem) => problem.path)).toEqual([
      "govUserOrganizationId",
      "technologyTypes",
      "govUserClassifications",
    ])
    expect(
      problemsOf({
        ...valid,
        govUserOrganizationId: "99",
        technologyTypes: [{ id: "77" }],
        govUserClassifications: [{ id: "999" }],
      }).map((problem) => problem.message),
    ).toEqual(["Unknown organization", "Unknown technology type 77", "Unknown classification 999"])
  })

  it("sanitizes the problem statement and counts at least 2 characters after tags are stripped", () => {
    expect(problemsOf({ ...valid, profileDetail: "<p><b>x</b></p>" })).toEqual([
      { path: "profileDetail", message: "Must be at least 2 characters", code: "insufficient_length" },
    ])
    expect(problemsOf({ ...valid, profileDetail: "<script>alert(1)</script>" })[0]?.path).toBe(
      "profileDetail",
    )
    spec
      .given([])
      .when(
        save({
          ...valid,
          profileDetail: '<p onclick="x()">Hi <script>bad()</script><a href="javascript:x">there</a></p>',
        }),
      )
      .thenEvents([saved({ profileDetail: "<p>Hi <a>there</a></p>" })])
  })

  it("checks the year of service: invalid_year, not_a_number, year_out_of_bounds; none is fine", () => {
    const codeOf = (govEmployeeSinceYear: string | number) =>
      problemsOf({ ...valid, govEmployeeSinceYear }).map((problem) => problem.code)
    expect(codeOf("")).toEqual(["invalid_year"])
    expect(codeOf("20x0")).toEqual(["not_a_number"])
    expect(codeOf(2010.5)).toEqual(["not_a_number"])
    expect(codeOf("1799")).toEqual(["year_out_of_bounds"])
    expect(codeOf(2027)).toEqual(["year_out_of_bounds"])
    spec
      .given([])
      .when(save({ ...valid, govEmployeeSinceYear: 1800 }))
      .thenEvents([saved({ govEmployeeSinceYear: 1800 })])
    spec
      .given([])
      .when(save({ ...valid, govEmployeeSinceYear: null }))
      .thenEvents([saved({ govEmployeeSinceYear: null })])
  })

  it("links VISION once; the same person again changes nothing, another person is refused", () => {
    const link: GovProfileCommand = { type: "LinkVision", userId, visionUserId: "v-1", email: "a@army.mil" }
    const linked: GovUserEvent = {
      type: "GovUserLinkedToVision",
      data: { userId, visionUserId: "v-1", email: "a@army.mil", linkedAt: now.toISOString() },
      personal: { subject: userId, fields: ["email"] },
    }
    spec.given([]).when(link).thenEvents([linked])
    spec.given([linked]).when(link).thenEvents([])
    spec
      .given([linked])
      .when({ ...link, visionUserId: "v-2" })
      .thenFails("Conflict")
  })
})
