import { describe, expect, it } from "vitest"
import {
  publishMessages,
  publishValuesOf,
  requiresAgreement,
  todayIsoDate,
  validatePublish,
} from "./publish-form"

describe("publish form", () => {
  it("starts from the version in force, effective today in the admin's calendar", () => {
    const current = { id: "d-1", title: "Terms of Service", publishDate: "2026-11-01", content: "<p>Old</p>" }
    expect(publishValuesOf("terms", current, "2026-12-24")).toEqual({
      title: "Terms of Service",
      publishDate: "2026-12-24",
      content: "<p>Old</p>",
    })
    expect(publishValuesOf("antiSpam", undefined, "2026-12-24")).toEqual({
      title: "Anti-Spam Policy",
      publishDate: "2026-12-24",
      content: "",
    })
    expect(todayIsoDate(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05")
  })

  it("checks the server's rules per field", () => {
    expect(validatePublish({ title: "Terms", publishDate: "2026-12-01", content: "<p>Hi</p>" })).toEqual({})
    expect(
      validatePublish({ title: " T ", publishDate: "2026-02-30", content: "<p> </p><script></script>" }),
    ).toEqual({
      title: "Must be a minimum of 2 characters",
      publishDate: "Must be a date in the form YYYY-MM-DD",
      content: "Must be a minimum of 2 characters",
    })
  })

  it("knows which kinds make everyone agree again", () => {
    expect(requiresAgreement("terms")).toBe(true)
    expect(requiresAgreement("privacy")).toBe(true)
    expect(requiresAgreement("antiSpam")).toBe(false)
    expect(publishMessages.published("privacy")).toBe("Privacy Statement published.")
  })
})
