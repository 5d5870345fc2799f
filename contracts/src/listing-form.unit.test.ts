import { describe, expect, it } from "vitest"
import { decodeInput } from "./decode"
import { isAppError } from "./errors"
import { ListingFormInput } from "./listing-form"

const valid = {
  name: "Acme Robotics",
  tagLine: "Robots for hard places",
  website: "https://acme.example",
  yearFounded: "2012",
  capabilityStatement: "<p>We build inspection robots for tanks, pipes and other confined spaces.</p>",
  addressLine1: "1 Main St",
  addressLine2: "",
  city: "Dayton",
  postalCode: "45402",
  stateOrProvince: "OH",
  country: "US",
  pointOfContactId: "00000000-0000-4000-8000-000000000001",
}

const issues = (input: unknown) => {
  try {
    decodeInput(ListingFormInput, input)
    return []
  } catch (error) {
    if (!isAppError(error)) throw error
    return (error.details ?? []).map((d) => [d.path, d.message, d.code])
  }
}

describe("the organisation/listing form", () => {
  it("takes a complete form, the year as the text a form sends", () => {
    const form = decodeInput(ListingFormInput, valid)
    expect(form.yearFounded).toBe("2012")
    expect(form.name).toBe("Acme Robotics")
  })

  it("says what is wrong with each field in the spec's words and codes", () => {
    expect(
      issues({ ...valid, name: " A ", website: "acme", city: "D", stateOrProvince: "", yearFounded: "1699" }),
    ).toEqual([
      ["name", "Must be a minimum of 2 characters", "insufficient_length"],
      ["website", "Invalid website url", "invalid_url"],
      ["yearFounded", "Year should be between 1700 and the current year", "year_out_of_bounds"],
      ["city", "Must be a minimum of 2 characters", "insufficient_length"],
      ["stateOrProvince", "required", "required"],
    ])
  })

  it("tells a year that is not a number from one that is not whole or out of range", () => {
    const yearIssue = (yearFounded: unknown) => issues({ ...valid, yearFounded }).map(([, , code]) => code)
    expect(yearIssue("abc")[0]).toBe("not_a_number")
    expect(yearIssue("2000.5")[0]).toBe("invalid_year")
    expect(yearIssue(new Date().getUTCFullYear() + 1)).toEqual(["year_out_of_bounds"])
    expect(yearIssue(1700)).toEqual([])
  })
})
