// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  buttonNamed,
  inputLabelled,
  renderApp,
  submit,
  typeAndLeave,
  typeInto,
} from "../../test-support/app-harness"
import { captchaCalls, solveCaptcha } from "../../test-support/captcha-stand-in"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

vi.mock("../../ui/captcha/altcha-element", async () =>
  (await import("../../test-support/captcha-stand-in")).defineCaptchaStandIn(),
)

const gateway = setUpGatewayMock()
afterEach(() => {
  captchaCalls.length = 0
})

/** Every alert's text: the screens' own and the notification. */
const alerts = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

const start = async (path: string) => {
  const rendered = await renderApp(path)
  await waitFor(() =>
    expect(rendered.container.querySelector("main h1, main [role='status']")).not.toBeNull(),
  )
  return rendered
}

const acme = { id: "a-1", name: "Acme Robotics", uniqueEntityId: "ACMERBTX0001", claimed: false }

const fillClaim = async (container: HTMLElement) => {
  await typeInto(inputLabelled(container, "Unique Entity Id"), "acmerbtx0001")
  await typeInto(inputLabelled(container, "Email"), "poc@acme.example")
  await typeInto(inputLabelled(container, "First Name"), "Pat")
  await typeInto(inputLabelled(container, "Last Name"), "Owner")
}

describe("/claim", () => {
  it("checks the Unique Entity Id, names the company, sends the claim and shows the result", async () => {
    gateway.answers.set("accounts.checkUniqueEntity", ({ uniqueEntityId }) => ({
      data: uniqueEntityId.toUpperCase() === acme.uniqueEntityId ? acme : null,
    }))
    gateway.answers.set("accounts.requestClaim", {
      data: { resultMessage: "ClaimSuccess", uniqueEntityId: "ACMERBTX0001", email: "poc@acme.example" },
    })
    const { container, router } = await start("/claim")
    expect(container.querySelector("h1")?.textContent).toBe("Request to Claim Account")
    expect([...container.querySelectorAll("legend")].map((legend) => legend.textContent)).toEqual([
      "Account",
      "Your Information",
    ])
    await fillClaim(container)
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(gateway.inputsOf("accounts.checkUniqueEntity")).toEqual([{ uniqueEntityId: "acmerbtx0001" }])
    // the captcha is not solved yet
    expect(buttonNamed(container, "Submit").disabled).toBe(true)
    await solveCaptcha("solved-1")
    await waitFor(() => expect(buttonNamed(container, "Submit").disabled).toBe(false))

    await submit(container.querySelector("form"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/claim_result"))
    expect(router.state.location.search).toEqual({
      resultMessage: "ClaimSuccess",
      uniqueEntityId: "ACMERBTX0001",
      email: "poc@acme.example",
    })
    expect(gateway.inputsOf("accounts.requestClaim")).toEqual([
      {
        uniqueEntityId: "acmerbtx0001",
        email: "poc@acme.example",
        firstName: "Pat",
        lastName: "Owner",
        recaptchaToken: "solved-1",
      },
    ])
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Claim Request Processed"))
  })

  it("says when the registry knows no such id, and when the check itself failed", async () => {
    gateway.answers.set("accounts.checkUniqueEntity", ({ uniqueEntityId }) =>
      uniqueEntityId === "BROKEN000000" ? { error: "InternalError", status: 500 } : { data: null },
    )
    const { container } = await start("/claim")
    const field = inputLabelled(container, "Unique Entity Id")
    await typeAndLeave(field, "NOSUCHUEI000")
    await waitFor(() =>
      expect(container.textContent).toContain(
        "Invalid Unique Entity Id. Please contact our support team ...",
      ),
    )
    await fillClaim(container)
    await typeInto(field, "NOSUCHUEI000")
    await solveCaptcha()
    await waitFor(() =>
      expect(container.textContent).toContain(
        "Invalid Unique Entity Id. Please contact our support team ...",
      ),
    )
    expect(buttonNamed(container, "Submit").disabled).toBe(true)

    await typeInto(field, "BROKEN000000")
    await waitFor(() =>
      expect(container.textContent).toContain("Error validating Unique Entity ID. Please try again."),
    )
  })

  it("checks the claimant's fields with the server's messages", async () => {
    gateway.answers.set("accounts.checkUniqueEntity", { data: acme })
    const { container } = await start("/claim")
    for (const [label, value] of [
      ["Email", "poc@"],
      ["First Name", "P"],
      ["Last Name", " "],
    ] as const) {
      const input = inputLabelled(container, label)
      await typeAndLeave(input, value)
    }
    await waitFor(() => expect(container.textContent).toContain("Provide a valid email"))
    expect(container.textContent?.match(/Must be a minimum of 2 characters/g)).toHaveLength(2)
    expect(buttonNamed(container, "Submit").disabled).toBe(true)
  })

  it.each([
    ["ClaimRequestAlreadyExists", 409],
    ["EmailUnmatched", 422],
    ["InvalidUniqueEntityId", 400],
  ])("goes to /claim_result with %s, the id and the email", async (code, status) => {
    gateway.answers.set("accounts.checkUniqueEntity", { data: acme })
    gateway.answers.set("accounts.requestClaim", { error: code, status })
    const { container, router } = await start("/claim")
    await fillClaim(container)
    await solveCaptcha()
    await waitFor(() => expect(buttonNamed(container, "Submit").disabled).toBe(false))
    await submit(container.querySelector("form"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/claim_result"))
    expect(router.state.location.search).toEqual({
      resultMessage: code,
      uniqueEntityId: "ACMERBTX0001",
      email: "poc@acme.example",
    })
  })

  it("stays with 'Something went wrong, please try again' when the answer has no code", async () => {
    gateway.answers.set("accounts.checkUniqueEntity", { data: acme })
    gateway.answers.set("accounts.requestClaim", { status: 500 })
    const { container, router } = await start("/claim")
    await fillClaim(container)
    await solveCaptcha()
    await waitFor(() => expect(buttonNamed(container, "Submit").disabled).toBe(false))
    await submit(container.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("Something went wrong, please try again"))
    expect(router.state.location.pathname).toBe("/claim")
    // the used solution is thrown away and a fresh challenge solved
    expect(captchaCalls).toEqual(["reset", "verify"])
    expect(buttonNamed(container, "Submit").disabled).toBe(true)
  })

  it("keeps a refused captcha on the form and asks for a fresh one", async () => {
    gateway.answers.set("accounts.checkUniqueEntity", { data: acme })
    gateway.answers.set("accounts.requestClaim", { error: "InvalidCaptcha", status: 400 })
    const { container, router } = await start("/claim")
    await fillClaim(container)
    await solveCaptcha()
    await waitFor(() => expect(buttonNamed(container, "Submit").disabled).toBe(false))
    await submit(container.querySelector("form"))
    await waitFor(() =>
      expect(container.textContent).toContain("Please complete the captcha to show you are a person."),
    )
    expect(router.state.location.pathname).toBe("/claim")
  })
})

describe("/claim_result", () => {
  const resultPath = (resultMessage: string) =>
    `/claim_result?resultMessage=${resultMessage}&uniqueEntityId=ACMERBTX0001&email=poc%40acme.example`

  it("sends a visitor without an outcome away (to / and so to /signin)", async () => {
    const { router } = await start("/claim_result")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
  })

  it("ClaimSuccess: 'Claim Request Processed' and a resend form with the id and email read-only", async () => {
    gateway.answers.set("accounts.resendClaim", { data: { message: "Claim email has been resent." } })
    const { container } = await start(resultPath("ClaimSuccess"))
    expect(container.querySelector("h1")?.textContent).toBe("Claim Request Processed")
    const uei = inputLabelled(container, "Unique Entity Id")
    const email = inputLabelled(container, "Email")
    expect([uei.value, uei.readOnly, email.value, email.readOnly]).toEqual([
      "ACMERBTX0001",
      true,
      "poc@acme.example",
      true,
    ])
    await act(async () => buttonNamed(container, "Resend Claim Email").click())
    await waitFor(() => expect(alerts()).toContain("Claim email has been resent."))
    expect(gateway.inputsOf("accounts.resendClaim")).toEqual([
      { uniqueEntityId: "ACMERBTX0001", email: "poc@acme.example" },
    ])

    gateway.answers.set("accounts.resendClaim", { error: "RateLimited", status: 429 })
    // the success notice can show before the button leaves its pending state: click once it is enabled again
    await waitFor(() => expect(buttonNamed(container, "Resend Claim Email").disabled).toBe(false))
    await act(async () => buttonNamed(container, "Resend Claim Email").click())
    await waitFor(() => expect(alerts()).toContain("Failed to resend claim email, please try again."))
  })

  it("ClaimRequestAlreadyExists: the claim in progress, and the resend form", async () => {
    const { container } = await start(resultPath("ClaimRequestAlreadyExists"))
    expect(container.textContent).toContain("A claim request for this account is already in progress.")
    expect(buttonNamed(container, "Resend Claim Email")).toBeDefined()
  })

  it.each([
    ["EmailUnmatched", "does not match the point of contact the government registry lists"],
    ["AccountAlreadyClaimed", "This company account has already been claimed."],
  ])("%s: why, and the numbered next steps with their links", async (outcome, explanation) => {
    const { container } = await start(resultPath(outcome))
    expect(container.textContent).toContain(explanation)
    const steps = [...container.querySelectorAll("ol li")].map((item) => item.textContent)
    expect(steps).toHaveLength(3)
    expect(steps[0]).toContain("government registry (SAM.gov)")
    expect(steps[1]).toContain("contact our support team")
    expect(steps[2]).toContain("Try again with the point-of-contact email, or sign in")
    const links = [...container.querySelectorAll<HTMLAnchorElement>("ol a")].map((a) =>
      a.getAttribute("href"),
    )
    expect(links).toEqual(expect.arrayContaining(["/claim", "/signin"]))
    expect(container.querySelector("form")).toBeNull()
  })

  it.each([
    ["UserAlreadyExists", "A user already exists with the email provided."],
    ["InvalidUniqueEntityId", "There was a problem creating your claim request."],
    ["RateLimited", "There was a problem creating your claim request."],
  ])("%s: '%s'", async (outcome, text) => {
    const { container } = await start(resultPath(outcome))
    expect(container.textContent).toContain(text)
  })
})

describe("/confirm_claim", () => {
  it("sends a visitor without a token away", async () => {
    const { router } = await start("/confirm_claim")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
  })

  it("leads a good link to /claim_signup with the token and the claimant's names", async () => {
    gateway.answers.set("accounts.checkClaim", { data: { firstName: "Pat", lastName: "Owner" } })
    const { container, router } = await start("/confirm_claim?claimToken=tok-1")
    await waitFor(() => expect(router.state.location.pathname).toBe("/claim_signup"))
    expect(router.state.location.search).toEqual({ claimToken: "tok-1", firstName: "Pat", lastName: "Owner" })
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Sign Up"))
    expect(gateway.inputsOf("accounts.checkClaim")).toEqual([{ claimToken: "tok-1" }])
  })

  it("shows a spinner while the link is checked", async () => {
    gateway.answers.set("accounts.checkClaim", { never: true })
    const { container } = await start("/confirm_claim?claimToken=tok-1")
    await waitFor(() => expect(container.textContent).toContain("Checking your claim link..."))
  })

  it("offers to resend an expired link by its token", async () => {
    gateway.answers.set("accounts.checkClaim", { error: "ClaimPeriodExpired", status: 400 })
    gateway.answers.set("accounts.resendClaim", { data: { message: "Claim email has been resent." } })
    const { container } = await start("/confirm_claim?claimToken=old-1")
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Claim Request Failed"))
    expect(container.textContent).toContain("The provided claim token has expired")
    await act(async () => buttonNamed(container, "Resend Claim Email").click())
    await waitFor(() => expect(alerts()).toContain("Claim email has been resent."))
    expect(gateway.inputsOf("accounts.resendClaim")).toEqual([{ claimToken: "old-1" }])
  })

  it.each([
    [{ error: "InvalidClaimToken", status: 400 }, "The claim token provided is invalid"],
    [{ error: "InternalError", status: 500 }, "Something went wrong; please try again"],
  ])("says why any other failure failed (%j)", async (answer, reason) => {
    gateway.answers.set("accounts.checkClaim", answer)
    const { container } = await start("/confirm_claim?claimToken=bad-1")
    await waitFor(() =>
      expect(container.querySelector("h1")?.textContent).toBe("Failed to Confirm Claim Request"),
    )
    expect(container.textContent).toContain(reason)
    expect(container.querySelector("form")).toBeNull()
  })
})
