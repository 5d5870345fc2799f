import { describe, expect, it } from "vitest"
import { acceptAttribute, imageFileError, maxImageBytes } from "./image-file"

describe("imageFileError", () => {
  it("accepts JPEG and PNG up to 10,000,000 bytes", () => {
    expect(imageFileError({ type: "image/jpeg", size: 1 })).toBeUndefined()
    expect(imageFileError({ type: "image/png", size: maxImageBytes })).toBeUndefined()
    expect(acceptAttribute).toBe("image/jpeg,image/png")
  })

  it("refuses anything larger with the spec's text", () => {
    expect(maxImageBytes).toBe(10_000_000)
    expect(imageFileError({ type: "image/png", size: maxImageBytes + 1 })).toBe("10MB filesize limit")
  })

  it("refuses other types, whatever their size", () => {
    for (const type of ["image/gif", "image/svg+xml", "image/webp", "application/pdf", ""])
      expect(imageFileError({ type, size: 10 })).toBe("Only JPEG and PNG images can be uploaded.")
    expect(imageFileError({ type: "image/gif", size: maxImageBytes + 1 })).toBe(
      "Only JPEG and PNG images can be uploaded.",
    )
  })
})
