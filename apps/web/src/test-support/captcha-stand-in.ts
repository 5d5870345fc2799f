import { act } from "react"
import { expect } from "vitest"
import { waitFor } from "./render"

/**
 * The third-party captcha widget stands in as a plain element with its methods; a test file installs it
 * with `vi.mock(".../captcha/altcha-element", () => defineCaptchaStandIn())` and solves it with
 * `solveCaptcha`. The real widget runs in Chromium (e2e/captcha.e2e.test.ts, e2e/onboarding.e2e.test.ts).
 */
export const captchaCalls: string[] = []

export const defineCaptchaStandIn = () => {
  class StandInWidget extends HTMLElement {
    reset() {
      captchaCalls.push("reset")
    }
    async verify() {
      captchaCalls.push("verify")
      return null
    }
  }
  if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", StandInWidget)
  return {}
}

/** The widget reports a solved challenge, as the real one does once its worker has found the answer. */
export const solveCaptcha = async (payload = "solved-1") => {
  await waitFor(() => expect(document.querySelector("altcha-widget")).not.toBeNull())
  await act(async () => {
    document
      .querySelector("altcha-widget")
      ?.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload } }))
  })
}
