import { describe, expect, it } from "vitest"
import { attachmentFileName } from "./download"

describe("a download's file name", () => {
  it("is read from the attachment header, quoted or not, encoded or not", () => {
    expect(attachmentFileName('attachment; filename="listings-2026-03-10.csv"')).toBe(
      "listings-2026-03-10.csv",
    )
    expect(attachmentFileName("attachment; filename=listings.csv")).toBe("listings.csv")
    expect(attachmentFileName("attachment; filename*=UTF-8''drones%20%26%20more.csv")).toBe(
      "drones & more.csv",
    )
  })

  it("is unknown without one", () => {
    expect(attachmentFileName(null)).toBeUndefined()
    expect(attachmentFileName("attachment")).toBeUndefined()
  })
})
