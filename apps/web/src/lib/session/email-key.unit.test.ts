import { describe, expect, it } from "vitest"
import { decodeEmailKey, encodeEmailKey } from "./email-key"

describe("confirmation email key", () => {
  it("is the base64 of the email", () => {
    expect(encodeEmailKey("kay@agency.gov")).toBe(btoa("kay@agency.gov"))
    expect(decodeEmailKey(btoa("kay@agency.gov"))).toBe("kay@agency.gov")
  })

  it("round-trips addresses beyond Latin-1", () => {
    const email = "zoë.ørsted@bücher.example"
    expect(decodeEmailKey(encodeEmailKey(email))).toBe(email)
  })

  it("accepts base64url and missing padding", () => {
    const email = "a+b?@agency.gov"
    const urlSafe = encodeEmailKey(email).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
    expect(decodeEmailKey(urlSafe)).toBe(email)
  })

  it.each([undefined, "", "%%%", "not base64!", btoa("\u00ff\u00fe"), btoa("   ")])(
    "gives nothing for %j",
    (key) => {
      expect(decodeEmailKey(key)).toBeUndefined()
    },
  )
})
