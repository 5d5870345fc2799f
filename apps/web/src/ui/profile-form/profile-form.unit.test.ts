import type { CurrentUser } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import {
  addSocialRow,
  defaultTimeZone,
  type ProfileValues,
  placeProfileIssues,
  profileValuesOf,
  removeSocialRow,
  toProfileSubmission,
  updateSocialRow,
  validateProfile,
  visibleSocialRows,
} from "./profile-form"

const company: CurrentUser = {
  id: "u-2",
  email: "sam@company.test",
  unconfirmedEmail: null,
  firstName: "Sam",
  lastName: "Maker",
  title: "CTO",
  cellPhone: "555-0100",
  workPhone: null,
  workPhoneExt: null,
  timezone: null,
  headshot: null,
  userRoles: ["ignite"],
  accountId: "a-1",
  confirmed: true,
  isActive: true,
  socialMediaAccounts: [{ id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker" }],
  technologyTypes: [],
  govUserSetting: null,
  userAppNotificationSetting: { newChatMessage: true },
  userEmailNotificationSetting: { newChatMessage: true },
}

const valid: ProfileValues = profileValuesOf(company, "America/Chicago")

describe("profile form", () => {
  it("starts from the user, with the browser's zone when the user has none and it is offered", () => {
    expect(valid).toMatchObject({
      firstName: "Sam",
      title: "CTO",
      cellPhone: "555-0100",
      workPhone: "",
      timezone: "America/Chicago",
      socialAccounts: [
        { key: "s-1", id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker", destroy: false },
      ],
    })
    expect(defaultTimeZone("America/Denver", "America/Chicago")).toBe("America/Denver")
    expect(defaultTimeZone(null, "Mars/Olympus_Mons")).toBe("")
    expect(defaultTimeZone(null, undefined)).toBe("")
  })

  it("sends a company user's phones and social accounts, trimmed, empty optional phones as null", () => {
    const values = { ...valid, firstName: " Samantha ", workPhone: " ", workPhoneExt: "" }
    expect(validateProfile(values, false)).toEqual({ fields: {}, social: {} })
    expect(toProfileSubmission(values, false)).toEqual({
      firstName: "Samantha",
      lastName: "Maker",
      title: "CTO",
      timezone: "America/Chicago",
      cellPhone: "555-0100",
      workPhone: null,
      workPhoneExt: null,
      socialMediaAccountsAttributes: [{ id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker" }],
    })
  })

  it("sends a government user's names, title and zone only", () => {
    const gov = profileValuesOf({ ...company, userRoles: ["gov"], cellPhone: null }, "America/Chicago")
    expect(validateProfile(gov, true)).toEqual({ fields: {}, social: {} })
    expect(toProfileSubmission(gov, true)).toEqual({
      firstName: "Sam",
      lastName: "Maker",
      title: "CTO",
      timezone: "America/Chicago",
    })
  })

  it("checks names, title, cell phone (company users) and the zone with the server's messages", () => {
    const values = { ...valid, firstName: "S", lastName: " ", title: "", cellPhone: "5", timezone: "" }
    expect(validateProfile(values, false).fields).toEqual({
      firstName: "Must be at least 2 characters",
      lastName: "Must be at least 2 characters",
      title: "Must be at least 2 characters",
      cellPhone: "Must be at least 2 characters",
      timezone: "required",
    })
    expect(validateProfile({ ...values, cellPhone: "" }, true).fields).not.toHaveProperty("cellPhone")
  })

  it("adds and removes rows: a new row disappears, an existing one is marked destroyed", () => {
    const added = addSocialRow(valid.socialAccounts, "new-0")
    expect(added.at(-1)).toEqual({ key: "new-0", socialMediaTypeId: "1", identifier: "", destroy: false })
    expect(removeSocialRow(added, "new-0")).toEqual(valid.socialAccounts)
    const removed = removeSocialRow(added, "s-1")
    expect(removed[0]).toMatchObject({ id: "s-1", destroy: true })
    expect(visibleSocialRows(removed).map((row) => row.key)).toEqual(["new-0"])
    expect(
      toProfileSubmission({ ...valid, socialAccounts: removed }, false).socialMediaAccountsAttributes,
    ).toEqual([{ id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker", destroy: true }])
  })

  it("flags a one-character new identifier, leaves empty new rows out", () => {
    const rows = updateSocialRow(addSocialRow(valid.socialAccounts, "new-0"), "new-0", {
      identifier: "x",
      socialMediaTypeId: "3",
    })
    expect(validateProfile({ ...valid, socialAccounts: rows }, false).social).toEqual({
      "new-0": "Must be at least 2 characters",
    })
    const empty = addSocialRow(valid.socialAccounts, "new-1")
    expect(validateProfile({ ...valid, socialAccounts: empty }, false).social).toEqual({})
    expect(
      toProfileSubmission({ ...valid, socialAccounts: empty }, false).socialMediaAccountsAttributes,
    ).toHaveLength(1)
    const named = updateSocialRow(empty, "new-1", { identifier: " @sam " })
    expect(
      toProfileSubmission({ ...valid, socialAccounts: named }, false).socialMediaAccountsAttributes,
    ).toEqual([
      { id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker" },
      { socialMediaTypeId: "1", identifier: "@sam" },
    ])
  })

  it("sends an existing identifier emptied below 2 characters for destruction, without an error", () => {
    const rows = updateSocialRow(valid.socialAccounts, "s-1", { identifier: "s" })
    expect(validateProfile({ ...valid, socialAccounts: rows }, false).social).toEqual({})
    expect(
      toProfileSubmission({ ...valid, socialAccounts: rows }, false).socialMediaAccountsAttributes,
    ).toEqual([{ id: "s-1", socialMediaTypeId: "2", identifier: "s", destroy: true }])
  })

  it("points a server-side limit at its row", () => {
    const rows = updateSocialRow(addSocialRow(valid.socialAccounts, "new-0"), "new-0", {
      identifier: "y".repeat(201),
    })
    expect(Object.keys(validateProfile({ ...valid, socialAccounts: rows }, false).social)).toEqual(["new-0"])
  })

  it("places the server's problems on fields and on the social row sent at that index, the rest apart", () => {
    // The removed new row is not sent: index 1 is the row added after it.
    const withRows = addSocialRow(addSocialRow(valid.socialAccounts, "new-0"), "new-1")
    const rows = updateSocialRow(updateSocialRow(withRows, "new-0", { identifier: "" }), "new-1", {
      identifier: "@sam",
    })
    expect(
      placeProfileIssues(
        [
          { path: "title", message: "Title is reserved" },
          { path: "title", message: "A second word on the title" },
          { path: "socialMediaAccountsAttributes.1.identifier", message: "Unknown handle" },
          { path: "socialMediaAccountsAttributes.7.identifier", message: "No such row" },
          { path: "headshot", message: "The image could not be read." },
        ],
        { ...valid, socialAccounts: rows },
        false,
      ),
    ).toEqual({
      fields: { title: "Title is reserved" },
      social: { "new-1": "Unknown handle" },
      unplaced: ["No such row", "The image could not be read."],
    })
  })
})
