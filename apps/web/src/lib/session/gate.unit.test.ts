import { describe, expect, it } from "vitest"
import { decideGate, type GateSession, signedOutRoutes } from "./gate"

const signedOut: GateSession = { status: "signedOut" }
const confirmed: GateSession = { status: "signedIn", gate: null }
const unconfirmed: GateSession = { status: "signedIn", gate: "UnconfirmedEmail" }
const termsUnsigned: GateSession = { status: "signedIn", gate: "MissingTermsPrivacy" }

const specSignedOutRoutes = [
  "/signin",
  "/claim_signup",
  "/claim",
  "/claim_result",
  "/invite_signup",
  "/accept_invite",
  "/confirm_claim",
  "/gov_user",
  "/request_password_reset",
  "/reset_password",
  "/terms",
  "/privacy",
  "/anti_spam",
  "/signup/choice",
  "/signup_or_signin",
]

describe("route gate", () => {
  it("knows exactly the spec's signed-out routes", () => {
    expect([...signedOutRoutes].sort()).toEqual([...specSignedOutRoutes].sort())
  })

  describe("signed out", () => {
    it.each([...specSignedOutRoutes, "/confirmation_instructions", "/confirm_email"])(
      "renders %s",
      (path) => {
        expect(decideGate(path, signedOut)).toEqual({ kind: "render" })
      },
    )

    it.each(["/", "/account", "/sign_terms", "/no/such/page", "/signup", "/signin/extra"])(
      "sends %s to /signin, remembering where the user was going",
      (path) => {
        expect(decideGate(path, signedOut)).toEqual({ kind: "redirect", to: "/signin", remember: "login" })
      },
    )

    it("treats a trailing slash as the same route", () => {
      expect(decideGate("/signin/", signedOut)).toEqual({ kind: "render" })
      expect(decideGate("/account/", signedOut)).toMatchObject({ to: "/signin" })
    })
  })

  describe("signed in and confirmed", () => {
    it.each(["/", "/account", "/no/such/page", "/sign_terms", "/confirm_email"])("renders %s", (path) => {
      expect(decideGate(path, confirmed)).toEqual({ kind: "render" })
    })

    it.each([...specSignedOutRoutes, "/confirmation_instructions"])("sends %s home", (path) => {
      expect(decideGate(path, confirmed)).toEqual({ kind: "redirect", to: "/" })
    })
  })

  describe("signed in with an unconfirmed email", () => {
    it("renders only /confirmation_instructions and /confirm_email", () => {
      expect(decideGate("/confirmation_instructions", unconfirmed)).toEqual({ kind: "render" })
      expect(decideGate("/confirm_email", unconfirmed)).toEqual({ kind: "render" })
    })

    it.each(["/", "/account", "/signin", "/terms", "/sign_terms"])("sends %s to the instructions", (path) => {
      expect(decideGate(path, unconfirmed)).toEqual({ kind: "redirect", to: "/confirmation_instructions" })
    })
  })

  describe("signed in without terms and privacy signed", () => {
    it("renders /sign_terms and /confirm_email", () => {
      expect(decideGate("/sign_terms", termsUnsigned)).toEqual({ kind: "render" })
      expect(decideGate("/confirm_email", termsUnsigned)).toEqual({ kind: "render" })
    })

    it.each(["/", "/account", "/signin", "/confirmation_instructions"])(
      "sends %s to /sign_terms, remembering it",
      (path) => {
        expect(decideGate(path, termsUnsigned)).toEqual({
          kind: "redirect",
          to: "/sign_terms",
          remember: "signTerms",
        })
      },
    )
  })
})
