import { describe, expect, it } from "vitest"
import { needsFreshChallenge, tokenFor } from "./captcha-state"

describe("captcha token for a widget state", () => {
  it("is the payload once verified", () => {
    expect(tokenFor({ state: "verified", payload: "eyJjaGFsbGVuZ2UiOnt9fQ==" })).toBe(
      "eyJjaGFsbGVuZ2UiOnt9fQ==",
    )
  })

  it("is empty while unsolved, solving, expired or failed, even if a payload lingers", () => {
    for (const state of ["unverified", "verifying", "expired", "error", "code"])
      expect(tokenFor({ state, payload: "stale" })).toBe("")
    expect(tokenFor({ state: "verified" })).toBe("")
  })

  it("asks for a fresh challenge only when the old one expired", () => {
    expect(needsFreshChallenge({ state: "expired" })).toBe(true)
    expect(needsFreshChallenge({ state: "error" })).toBe(false)
    expect(needsFreshChallenge({ state: "verified", payload: "x" })).toBe(false)
  })
})
