import { describe, expect, it } from "vitest"
import { createFileAddresses } from "./file-addresses"

const secret = new TextEncoder().encode("test-secret-test-secret-test-secret")
const key = "logos/4f1c2d3e-0000-4000-8000-000000000001.jpg"
const at = (iso: string) => new Date(iso)
const queryOf = (address: string) => Object.fromEntries(new URL(address, "http://x").searchParams)

describe("signed file addresses", () => {
  const addresses = createFileAddresses(secret)

  it("signs a stored file's address until the end of the next whole hour, the same address all hour", () => {
    const address = addresses.sign(`/files/${key}`, at("2026-03-01T10:05:00Z"))
    expect(address).toMatch(/^\/files\/logos\/[^?]+\.jpg\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/)
    expect(queryOf(address).expires).toBe(String(Date.parse("2026-03-01T12:00:00Z") / 1000))
    expect(addresses.sign(`/files/${key}`, at("2026-03-01T10:59:59Z"))).toBe(address)
    expect(addresses.check(key, queryOf(address), at("2026-03-01T11:59:59Z"))).toEqual({
      status: "valid",
      expiresAt: Date.parse("2026-03-01T12:00:00Z") / 1000,
    })
  })

  it("signs anew when the hour turns, and back again for an earlier time (kept addresses are the period's)", () => {
    const tenOClock = addresses.sign(`/files/${key}`, at("2026-03-01T10:05:00Z"))
    const elevenOClock = addresses.sign(`/files/${key}`, at("2026-03-01T11:05:00Z"))
    expect(queryOf(elevenOClock).expires).toBe(String(Date.parse("2026-03-01T13:00:00Z") / 1000))
    expect(addresses.check(key, queryOf(elevenOClock), at("2026-03-01T12:30:00Z")).status).toBe("valid")
    expect(addresses.sign(`/files/${key}`, at("2026-03-01T10:30:00Z"))).toBe(tenOClock)
  })

  it("finds an address past its time expired", () => {
    const address = addresses.sign(`/files/${key}`, at("2026-03-01T10:05:00Z"))
    expect(addresses.check(key, queryOf(address), at("2026-03-01T12:00:00Z"))).toEqual({ status: "expired" })
  })

  it("refuses an address tampered with, made for another file or under another secret, or unsigned", () => {
    const now = at("2026-03-01T10:05:00Z")
    const { expires, signature } = queryOf(addresses.sign(`/files/${key}`, now))
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`
    const invalid = { status: "invalid" }
    expect(addresses.check(key, { expires, signature: flipped }, now)).toEqual(invalid)
    expect(addresses.check(key, { expires: String(Number(expires) + 3600), signature }, now)).toEqual(invalid)
    expect(addresses.check("headshots/other.jpg", { expires, signature }, now)).toEqual(invalid)
    const other = createFileAddresses(new TextEncoder().encode("another-secret-another-secret-xx"))
    expect(other.check(key, { expires, signature }, now)).toEqual(invalid)
    expect(addresses.check(key, {}, now)).toEqual(invalid)
    expect(addresses.check(key, { expires: ["1", "2"], signature }, now)).toEqual(invalid)
    expect(addresses.check(key, { expires: "1e12", signature }, now)).toEqual(invalid)
  })

  it("leaves anything but a stored file's bare address as it is (signing twice changes nothing)", () => {
    const once = addresses.sign(`/files/${key}`)
    expect(addresses.sign(once)).toBe(once)
    expect(addresses.sign("https://elsewhere.example/logo.png")).toBe("https://elsewhere.example/logo.png")
    expect(addresses.sign("")).toBe("")
  })
})
