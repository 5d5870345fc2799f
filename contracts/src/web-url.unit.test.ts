import { describe, expect, it } from "vitest"
import { isWebUrl } from "./web-url"

describe("isWebUrl", () => {
  it("takes http(s) addresses with a dotted host, spaces around ignored", () => {
    for (const text of ["https://drill.example", "http://a.b/c?d=e", "  https://drill.example/x  "])
      expect(isWebUrl(text)).toBe(true)
  })

  it("refuses other schemes, bare or undotted hosts, non-URLs and addresses over 2000 characters", () => {
    for (const text of [
      "ftp://drill.example",
      "javascript:alert(1)",
      "https://localhost",
      "drill.example",
      "nope",
      "",
      `https://drill.example/${"a".repeat(2000)}`,
    ])
      expect(isWebUrl(text)).toBe(false)
  })
})
