import { describe, expect, it } from "vitest"
import { createVisionTokens, visionKeyFrom } from "./vision-tokens"

const person = {
  visionUserId: "v-42",
  email: "Pat.Smith@Army.mil",
  firstName: "Pat",
  lastName: "Smith",
  position: "Program Manager",
  organization: "Army",
  emailValid: true,
}
const key = visionKeyFrom(undefined, new TextEncoder().encode("server-secret"))

describe("VISION tokens", () => {
  it("round-trips the person, the email lower-cased", async () => {
    const tokens = createVisionTokens(key)
    expect(await tokens.open(await tokens.mint(person))).toEqual({ ...person, email: "pat.smith@army.mil" })
  })

  it("refuses tampered, foreign-key and garbage tokens as invalid, and expired ones as expired", async () => {
    const tokens = createVisionTokens(key)
    const token = await tokens.mint(person)
    const parts = token.split(".")
    const cipher = parts[3]!
    parts[3] = `${cipher[0] === "A" ? "B" : "A"}${cipher.slice(1)}`
    await expect(tokens.open(parts.join("."))).rejects.toMatchObject({ code: "InvalidVisionToken" })
    const foreign = createVisionTokens(
      visionKeyFrom(Buffer.alloc(32, 7).toString("base64url"), new Uint8Array()),
    )
    await expect(foreign.open(token)).rejects.toMatchObject({ code: "InvalidVisionToken" })
    await expect(tokens.open("not-a-token")).rejects.toMatchObject({ code: "InvalidVisionToken" })
    let clock = new Date("2026-01-01T00:00:00Z")
    const timed = createVisionTokens(key, () => clock)
    const short = await timed.mint(person, 60)
    clock = new Date("2026-01-01T00:02:00Z")
    await expect(timed.open(short)).rejects.toMatchObject({
      code: "ExpiredVisionToken",
      message: "This VISION link has expired. Please return to VISION and try again.",
    })
  })

  it("takes a configured 32-byte key and refuses any other length", () => {
    expect(visionKeyFrom(Buffer.alloc(32, 1).toString("base64"), new Uint8Array())).toHaveLength(32)
    expect(() => visionKeyFrom(Buffer.alloc(16).toString("base64"), new Uint8Array())).toThrow(/32 bytes/)
  })
})
