// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import {
  canAddLine,
  emptyGovProfile,
  govProfileErrorsOf,
  newLine,
  removeLine,
  toGovProfileSubmission,
  validateGovProfile,
} from "./gov-profile-form"

const complete = {
  ...emptyGovProfile(),
  govUserOrganizationId: "1",
  technologyTypeIds: ["3"],
  classificationIds: ["1"],
  lines: [newLine("Counter-UAS"), newLine("  ")],
  profileDetail: "<p>I buy &lt;sensors&gt;</p><p>Second <strong>paragraph</strong></p>",
  govEmployeeSinceYear: "2010",
}

describe("the government profile form", () => {
  it("asks for an organisation, a technology type, a classification, a line of effort and a statement", () => {
    expect(validateGovProfile(emptyGovProfile())).toEqual({
      govUserOrganizationId: "Select an organization",
      technologyTypes: "Select at least one technology type",
      govUserClassifications: "Select at least one classification",
      linesOfEffort: "need at least one valid line of effort",
      profileDetail: "Must be at least 2 characters",
    })
    expect(validateGovProfile(complete, 2026)).toEqual({})
  })

  it("measures the problem statement after its tags are stripped, as the server does", () => {
    const statementOf = (profileDetail: string) =>
      validateGovProfile({ ...complete, profileDetail }, 2026).profileDetail
    expect(statementOf("<p><strong>x</strong></p>")).toBe("Must be at least 2 characters")
    expect(statementOf("<p>  </p><p></p>")).toBe("Must be at least 2 characters")
    expect(statementOf("<p><em>o</em>k</p>")).toBeUndefined()
  })

  it("checks the year: not_a_number and year_out_of_bounds; empty is fine here", () => {
    expect(validateGovProfile({ ...complete, govEmployeeSinceYear: "20x" }, 2026).govEmployeeSinceYear).toBe(
      "Must be a number",
    )
    expect(validateGovProfile({ ...complete, govEmployeeSinceYear: "2027" }, 2026).govEmployeeSinceYear).toBe(
      "Must be a year from 1800 to 2026",
    )
    expect(validateGovProfile({ ...complete, govEmployeeSinceYear: "" }, 2026)).toEqual({})
  })

  it("removes new lines, flags existing ones, keeps at most 6 visible", () => {
    const existing = { key: "a", id: "a", details: "Old", destroy: false }
    const fresh = newLine("New")
    expect(removeLine([existing, fresh], fresh.key)).toEqual([existing])
    expect(removeLine([existing, fresh], "a")).toEqual([{ ...existing, destroy: true }, fresh])
    const six = Array.from({ length: 6 }, (_, i) => newLine(`L${i}`))
    expect(canAddLine(six)).toBe(false)
    expect(canAddLine(removeLine([...six], six[0]!.key))).toBe(true)
  })

  it("sends blank lines dropped, destroyed ones flagged, the statement as the editor wrote it, the year as a number", () => {
    const submission = toGovProfileSubmission({
      ...complete,
      lines: [{ key: "a", id: "a", details: "Old", destroy: true }, ...complete.lines],
    })
    expect(submission).toMatchObject({
      technologyTypes: [{ id: "3" }],
      linesOfEffort: [{ id: "a", details: "Old", destroy: true }, { details: "Counter-UAS" }],
      profileDetail: "<p>I buy &lt;sensors&gt;</p><p>Second <strong>paragraph</strong></p>",
      govEmployeeSinceYear: 2010,
      city: null,
    })
    // an editor emptied by the user leaves an empty paragraph: sent as no statement, for the server to refuse
    expect(toGovProfileSubmission({ ...complete, profileDetail: "<p></p>" }).profileDetail).toBe("")
  })

  it("places the server's problems on the fields, wherever the form nests them", () => {
    expect(
      govProfileErrorsOf([
        { path: "user.linesOfEffort", message: "need at least one valid line of effort" },
        { path: "user.govUserExtendedDataAttributes.govEmployeeSinceYear", message: "Enter a year" },
        { path: "user.firstName", message: "x" },
      ]),
    ).toEqual({
      linesOfEffort: "need at least one valid line of effort",
      govEmployeeSinceYear: "Enter a year",
    })
  })
})
