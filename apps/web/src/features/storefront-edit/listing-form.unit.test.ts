// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { aListing } from "../../test-support/listing-fixtures"
import {
  hasListingErrors,
  type ListingFormValues,
  listingFormValuesOf,
  placeListingIssues,
  toListingFormData,
  toListingSubmission,
  validateListingForm,
} from "./listing-form"

const listing = aListing({
  id: "5b0c5c4e-4b7a-4d3e-9a43-9d0f1f1a0001",
  accountId: "5b0c5c4e-4b7a-4d3e-9a43-9d0f1f1a0002",
  uniqueEntityId: "ABCDEFGH1234",
  logo: { path: "/files/logos/a.jpg" },
  capabilityStatement: "<p>We build inspection robots for tanks, pipes and confined spaces.</p>",
  pointOfContactId: "5b0c5c4e-4b7a-4d3e-9a43-9d0f1f1a0003",
  naicsCodes: [{ id: "541715", code: "541715", name: "R&D" }],
  socialMediaAccounts: [
    { id: "s1", socialMediaTypeId: "2", socialMediaTypeName: "LinkedIn", identifier: "acme" },
  ],
  updatedAt: "2026-01-01T00:00:00.000Z",
})

const valid = listingFormValuesOf(listing)
const errorsOf = (patch: Partial<ListingFormValues>, hasLogo = true) =>
  validateListingForm({ ...valid, ...patch }, { hasLogo })

describe("the organisation/listing form's rules (spec 02 §5)", () => {
  it("accepts the listing as it is", () => {
    expect(hasListingErrors(errorsOf({}))).toBe(false)
  })

  it("needs name, tag line and the headquarters' lines of at least 2 characters", () => {
    expect(
      errorsOf({ name: "A", tagLine: " ", addressLine1: "x", city: "D", postalCode: "4" }).fields,
    ).toEqual({
      name: "Must be a minimum of 2 characters",
      tagLine: "Must be a minimum of 2 characters",
      addressLine1: "Must be a minimum of 2 characters",
      city: "Must be a minimum of 2 characters",
      postalCode: "Must be a minimum of 2 characters",
    })
  })

  it("says 'Invalid website url' for anything but an http(s) address", () => {
    expect(errorsOf({ website: "acme" }).fields.website).toBe("Invalid website url")
    expect(errorsOf({ website: "ftp://acme.example" }).fields.website).toBe("Invalid website url")
  })

  it("keeps the year founded between 1700 and this year", () => {
    const message = "Year should be between 1700 and the current year"
    expect(errorsOf({ yearFounded: "1699" }).fields.yearFounded).toBe(message)
    expect(errorsOf({ yearFounded: String(new Date().getUTCFullYear() + 1) }).fields.yearFounded).toBe(
      message,
    )
    expect(errorsOf({ yearFounded: "abc" }).fields.yearFounded).toBe(message)
    expect(errorsOf({ yearFounded: "1700" }).fields.yearFounded).toBeUndefined()
    expect(errorsOf({ yearFounded: String(new Date().getUTCFullYear()) }).fields.yearFounded).toBeUndefined()
  })

  it("counts the capability statement's text, not its markup, to 50", () => {
    const short = `<p><strong>${"x".repeat(49)}</strong></p>`
    expect(errorsOf({ capabilityStatement: short }).fields.capabilityStatement).toBe(
      "Must be at least 50 characters",
    )
    expect(
      errorsOf({ capabilityStatement: `<p>${"x".repeat(50)}</p>` }).fields.capabilityStatement,
    ).toBeUndefined()
  })

  it("says 'required' for an empty point of contact, region (-1 clears) and country", () => {
    expect(errorsOf({ pointOfContactId: "", stateOrProvince: "-1", country: "" }).fields).toMatchObject({
      pointOfContactId: "required",
      stateOrProvince: "required",
      country: "required",
    })
  })

  it("needs a logo only while the listing has none", () => {
    expect(errorsOf({}, false).fields.logo).toBe("required")
    expect(errorsOf({}, true).fields.logo).toBeUndefined()
  })

  it("refuses a new social identifier of one character, and marks an existing one that short destroyed", () => {
    const rows = [
      { ...valid.socialAccounts[0]!, identifier: "a" },
      { key: "new-0", socialMediaTypeId: "1", identifier: "b", destroy: false },
    ]
    expect(errorsOf({ socialAccounts: rows }).social).toEqual({
      "new-0": "Must be a minimum of 2 characters",
    })
    expect(toListingSubmission({ ...valid, socialAccounts: rows }).socialMediaAccountsAttributes).toEqual([
      { id: "s1", socialMediaTypeId: "2", identifier: "a", destroy: true },
      { socialMediaTypeId: "1", identifier: "b" },
    ])
  })
})

describe("the listing submission (spec 02 §5)", () => {
  it("sends address lines 2 and 3 as empty strings, SAM and DUNS codes only when present", () => {
    const submission = toListingSubmission({ ...valid, samCode: "  ", dunsCode: "123456789" })
    expect(submission).toMatchObject({ addressLine2: "", addressLine3: "", dunsCode: "123456789" })
    expect(submission).not.toHaveProperty("samCode")
  })

  it("is multipart under listing[...], arrays indexed, the logo only when newly chosen", () => {
    const withoutLogo = toListingFormData(toListingSubmission(valid), null)
    expect(withoutLogo.get("listing[name]")).toBe("Acme Robotics")
    expect(withoutLogo.get("listing[addressLine2]")).toBe("")
    expect(withoutLogo.get("listing[naicsCodeIds][0]")).toBe("541715")
    expect(withoutLogo.get("listing[socialMediaAccountsAttributes][0][identifier]")).toBe("acme")
    expect(withoutLogo.has("listing[logo]")).toBe(false)
    expect(withoutLogo.has("listing[samCode]")).toBe(false)
    const logo = new File(["jpeg"], "image.jpg", { type: "image/jpeg" })
    const withLogo = toListingFormData(toListingSubmission(valid), logo)
    expect((withLogo.get("listing[logo]") as File).name).toBe("image.jpg")
  })

  it("places the server's field problems on their fields and social rows", () => {
    const rows = [
      ...valid.socialAccounts,
      { key: "new-0", socialMediaTypeId: "1", identifier: "bb", destroy: false },
    ]
    expect(
      placeListingIssues(
        [
          { path: "listing.yearFounded", message: "Year should be between 1700 and the current year" },
          { path: "pointOfContactId", message: "must be a user of the account" },
          { path: "socialMediaAccountsAttributes.1.identifier", message: "too long" },
          { path: "somethingElse", message: "Odd" },
        ],
        { ...valid, socialAccounts: rows },
      ),
    ).toEqual({
      fields: {
        yearFounded: "Year should be between 1700 and the current year",
        pointOfContactId: "must be a user of the account",
      },
      social: { "new-0": "too long" },
      unplaced: ["Odd"],
    })
  })
})
