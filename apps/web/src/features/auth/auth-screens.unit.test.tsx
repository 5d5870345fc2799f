// @vitest-environment happy-dom
import { identityMessages } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { encodeEmailKey } from "../../lib/session/email-key"
import { redirectAfterLoginKey } from "../../lib/session/redirect-memory"
import {
  alertText,
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  submit,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { byText, waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const start = async (path: string) => {
  const rendered = await renderApp(path)
  await waitFor(() =>
    expect(rendered.container.querySelector("main h1, main [role='status']")).not.toBeNull(),
  )
  return rendered
}

const passwordRules =
  "Must be at least 6 characters, contain at least one capital and lowercase letter, number, and special character (#?!@$%^&*-)"

describe("signed-out identity screens", () => {
  describe("/request_password_reset", () => {
    it("answers neutrally for 5 seconds and returns to /signin", async () => {
      gateway.answers.set("auth.requestPasswordReset", { data: { message: identityMessages.resetRequested } })
      const { container, router } = await start("/request_password_reset")
      await typeInto(inputLabelled(container, "Email"), "kay@agency.gov")
      await submit(container.querySelector("form"))
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
      expect(alertText()).toContain(
        "If the email provided is in our records, an email will be sent with instructions to reset your password",
      )
      expect(gateway.callsOf("auth.requestPasswordReset")[0]?.input).toEqual({ email: "kay@agency.gov" })
    })

    it("asks only for an email: a malformed one gets the neutral answer from the server", async () => {
      gateway.answers.set("auth.requestPasswordReset", { data: { message: identityMessages.resetRequested } })
      const { container, router } = await start("/request_password_reset")
      await submit(container.querySelector("form"))
      expect(container.textContent).toContain("Provide a valid email")
      expect(gateway.callsOf("auth.requestPasswordReset")).toEqual([])
      await typeInto(inputLabelled(container, "Email"), "kay")
      await submit(container.querySelector("form"))
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
      expect(gateway.callsOf("auth.requestPasswordReset")[0]?.input).toEqual({ email: "kay" })
    })

    it("says something went wrong when the request fails", async () => {
      gateway.answers.set("auth.requestPasswordReset", { error: "RateLimited", status: 429 })
      const { container, router } = await start("/request_password_reset")
      await typeInto(inputLabelled(container, "Email"), "kay@agency.gov")
      await submit(container.querySelector("form"))
      await waitFor(() => expect(alertText()).toContain("Something went wrong. Please try again."))
      expect(router.state.location.pathname).toBe("/request_password_reset")
    })
  })

  describe("/reset_password", () => {
    it("sends a visitor without a token to /signin", async () => {
      const { router } = await start("/reset_password")
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    })

    it("checks the password rules and the confirmation before calling the server", async () => {
      const { container } = await start("/reset_password?resetPasswordToken=tok-1")
      await typeInto(inputLabelled(container, "New Password"), "weak")
      await typeInto(inputLabelled(container, "Confirm New Password"), "other")
      await submit(container.querySelector("form"))
      expect(container.textContent).toContain(passwordRules)
      expect(container.textContent).toContain("Passwords must match")
      expect(gateway.callsOf("auth.resetPassword")).toEqual([])
    })

    it("resets the password with the mailed token, then goes to /signin", async () => {
      gateway.answers.set("auth.resetPassword", { data: { message: identityMessages.passwordReset } })
      const { container, router } = await start("/reset_password?resetPasswordToken=tok-1")
      await typeInto(inputLabelled(container, "New Password"), "Better1!")
      await typeInto(inputLabelled(container, "Confirm New Password"), "Better1!")
      await submit(container.querySelector("form"))
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
      expect(alertText()).toContain("Your password has been reset. Please login using your new password.")
      expect(gateway.callsOf("auth.resetPassword")[0]?.input).toEqual({
        password: "Better1!",
        passwordConfirmation: "Better1!",
        resetPasswordToken: "tok-1",
      })
    })

    it("says so when the reset fails", async () => {
      gateway.answers.set("auth.resetPassword", { error: "InvalidResetPasswordToken", status: 400 })
      const { container } = await start("/reset_password?resetPasswordToken=used")
      await typeInto(inputLabelled(container, "New Password"), "Better1!")
      await typeInto(inputLabelled(container, "Confirm New Password"), "Better1!")
      await submit(container.querySelector("form"))
      await waitFor(() => expect(alertText()).toContain("Unable to reset your password. Please try again"))
    })
  })

  describe("/confirm_email", () => {
    it("sends a visitor without a token home (and so, signed out, to /signin)", async () => {
      const { router } = await start("/confirm_email")
      await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    })

    it("confirms after the spinner and offers to continue", async () => {
      gateway.answers.set("auth.confirm", { data: { message: identityMessages.confirmed } })
      const { container } = await start("/confirm_email?confirmationToken=tok-1")
      expect(container.textContent).toContain("Confirming your account...")
      expect(gateway.callsOf("auth.confirm")).toEqual([])
      await eventually(() => expect(gateway.callsOf("auth.confirm")).toHaveLength(1))
      expect(container.textContent).toContain("Confirming your account...")
      await eventually(() =>
        expect(container.querySelector("main h1")?.textContent).toBe("Your account has been confirmed!"),
      )
      expect(byText(container, "main a", "Continue").getAttribute("href")).toBe("/")
      expect(gateway.callsOf("auth.confirm")).toEqual([
        expect.objectContaining({ input: { confirmationToken: "tok-1" } }),
      ])
    })

    it("continues to the link's redirectTo when it is a path of this app, else home", async () => {
      gateway.answers.set("auth.confirm", { data: { message: identityMessages.confirmed } })
      const redirectTo = encodeURIComponent("/account?tab=settings")
      const { container, unmount } = await start(
        `/confirm_email?confirmationToken=tok-1&redirectTo=${redirectTo}`,
      )
      await eventually(() => expect(byText(container, "main a", "Continue")).toBeTruthy())
      expect(byText(container, "main a", "Continue").getAttribute("href")).toBe("/account?tab=settings")
      // signed out here, so the gate sends them to sign in first, remembering where Continue led
      await act(async () => byText(container, "main a", "Continue").click())
      await waitFor(() => expect(sessionStorage.getItem(redirectAfterLoginKey)).toBe("/account?tab=settings"))
      unmount()

      const elsewhere = encodeURIComponent("//evil.example/account")
      const other = await start(`/confirm_email?confirmationToken=tok-2&redirectTo=${elsewhere}`)
      await eventually(() => expect(byText(other.container, "main a", "Continue")).toBeTruthy())
      expect(byText(other.container, "main a", "Continue").getAttribute("href")).toBe("/")
    })

    it.each([
      ["InvalidConfirmationToken", "The confirmation token is invalid."],
      ["ConfirmationPeriodExpired", "This confirmation link has expired."],
      ["EmailTaken", "There was a problem confirming your account."],
    ])("explains a %s failure and offers a new link", async (code, reason) => {
      gateway.answers.set("auth.confirm", { error: code, status: 400 })
      const { container } = await start("/confirm_email?confirmationToken=bad")
      await eventually(() =>
        expect(container.querySelector("main h1")?.textContent).toBe("Failed to Confirm Account"),
      )
      expect(container.querySelector("main [role='alert']")?.textContent).toBe(reason)
      expect(buttonNamed(container, "Resend Confirmation Email")).toBeTruthy()
    })
  })

  describe("/confirmation_instructions", () => {
    it("prefills the email from the key and sends a new link", async () => {
      gateway.answers.set("auth.resendConfirmation", {
        data: { message: identityMessages.confirmationResent },
      })
      const key = encodeURIComponent(encodeEmailKey("kay@agency.gov"))
      const { container } = await start(`/confirmation_instructions?key=${key}`)
      expect(container.querySelector("main h1")?.textContent).toBe("Please Confirm Your Email")
      expect(inputLabelled(container, "Email").value).toBe("kay@agency.gov")
      await submit(container.querySelector("main form"))
      await waitFor(() => expect(alertText()).toContain("A new confirmation email has been sent."))
      expect(gateway.callsOf("auth.resendConfirmation")[0]?.input).toEqual({ email: "kay@agency.gov" })
    })

    it("asks the mailed link to continue where the user was going before sign-in", async () => {
      gateway.answers.set("auth.resendConfirmation", {
        data: { message: identityMessages.confirmationResent },
      })
      sessionStorage.setItem(redirectAfterLoginKey, "/account?tab=settings")
      const key = encodeURIComponent(encodeEmailKey("kay@agency.gov"))
      const { container } = await start(`/confirmation_instructions?key=${key}`)
      await submit(container.querySelector("main form"))
      await waitFor(() => expect(gateway.callsOf("auth.resendConfirmation")).toHaveLength(1))
      expect(gateway.callsOf("auth.resendConfirmation")[0]?.input).toEqual({
        email: "kay@agency.gov",
        redirectTo: "/account?tab=settings",
      })
      expect(sessionStorage.getItem(redirectAfterLoginKey)).toBe("/account?tab=settings")
    })

    it("disables the button for a signed-out visitor until the email is valid", async () => {
      const { container } = await start("/confirmation_instructions")
      const button = buttonNamed(container, "Resend Confirmation Email")
      expect(button.disabled).toBe(true)
      await typeInto(inputLabelled(container, "Email"), "kay@agency")
      expect(button.disabled).toBe(true)
      await typeInto(inputLabelled(container, "Email"), "kay@agency.gov")
      expect(button.disabled).toBe(false)
    })

    it("says so when the link cannot be sent", async () => {
      gateway.answers.set("auth.resendConfirmation", { error: "RateLimited", status: 429 })
      const key = encodeURIComponent(encodeEmailKey("kay@agency.gov"))
      const { container } = await start(`/confirmation_instructions?key=${key}`)
      await submit(container.querySelector("main form"))
      await waitFor(() =>
        expect(alertText()).toContain("Unable to resend confirmation email. Please try again."),
      )
    })
  })
})
