import { describe, expect, it } from "vitest"
import { authErrorOutcome, emailOfInput } from "./auth-error-outcome"
import { decodeEmailKey } from "./email-key"

describe("authorization failures", () => {
  it("end an expired session, remembering where the user was", () => {
    expect(authErrorOutcome("ExpiredToken", { signedIn: true })).toEqual({
      endSession: true,
      message: "Your session has expired, please sign in again.",
      remember: "login",
      to: "/signin",
    })
  })

  it.each(["InvalidToken", "MissingToken", "DeviseGeneral"] as const)("end the session on %s", (code) => {
    expect(authErrorOutcome(code, { signedIn: true })).toEqual({
      endSession: true,
      message: "Please sign in.",
      to: "/signin",
    })
  })

  it("send an unconfirmed user to the instructions, with the email as key when signed out", () => {
    expect(authErrorOutcome("UnconfirmedEmail", { signedIn: true, email: "kay@agency.gov" })).toEqual({
      endSession: false,
      message: "Please confirm your email.",
      to: "/confirmation_instructions",
    })
    const signedOut = authErrorOutcome("UnconfirmedEmail", { signedIn: false, email: "kay+1@agency.gov" })
    const key = new URLSearchParams(signedOut.to.split("?")[1]).get("key") ?? undefined
    expect(signedOut.to.startsWith("/confirmation_instructions?key=")).toBe(true)
    expect(decodeEmailKey(key)).toBe("kay+1@agency.gov")
    expect(authErrorOutcome("UnconfirmedEmail", { signedIn: false }).to).toBe("/confirmation_instructions")
  })

  it("send a user with unsigned terms to /sign_terms, remembering where they were", () => {
    expect(authErrorOutcome("MissingTermsPrivacy", { signedIn: true })).toEqual({
      endSession: false,
      remember: "signTerms",
      to: "/sign_terms",
    })
  })

  it("find the email in a call's input", () => {
    expect(emailOfInput({ email: " kay@agency.gov ", password: "x" })).toBe("kay@agency.gov")
    expect(emailOfInput({ email: "" })).toBeUndefined()
    expect(emailOfInput(undefined)).toBeUndefined()
    expect(emailOfInput("kay@agency.gov")).toBeUndefined()
  })
})
