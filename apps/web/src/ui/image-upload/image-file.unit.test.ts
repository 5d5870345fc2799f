import { describe, expect, it } from "vitest"
import { imageFileError } from "./image-file"

describe("imageFileError", () => {
  it("accepts JPEG and PNG up to 10,000,000 bytes", () => {
    expect(imageFileError({ type: "image/jpeg", size: 1 })).toBeUndefined()
    expect(imageFileError({ type: "image/png", size: 10_000_000 })).toBeUndefined()
  })

  it("refuses anything larger with the spec's text", () => {
    expect(imageFileError({ type: "image/png", size: 10_000_001 })).toBe("10MB filesize limit")
  })

  it("refuses other types, whatever their size", () => {
    for (const type of ["image/gif", "image/svg+xml", "image/webp", "application/pdf", ""])
      expect(imageFileError({ type, size: 10 })).toBe("Only JPEG and PNG images can be uploaded.")
    expect(imageFileError({ type: "image/gif", size: 10_000_001 })).toBe(
      "Only JPEG and PNG images can be uploaded.",
    )
  })
})
