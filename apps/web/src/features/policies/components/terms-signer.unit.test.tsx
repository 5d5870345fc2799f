// @vitest-environment happy-dom
import type { PolicyDocument, UnsignedPolicy } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { redirectAfterSignTermsKey } from "../../../lib/session/redirect-memory"
import { setUpGatewayMock } from "../../../test-support/gateway-mock"
import { byText, waitFor } from "../../../test-support/render"
import { renderWithTrpc } from "../../../test-support/render-with-trpc"
import { policyMessages } from "../messages"
import { stepDelayMs } from "../sign-steps"
import { TermsSigner } from "./terms-signer"

const document = (kind: string, id: string, publishDate: string): PolicyDocument => ({
  id,
  title: kind === "terms" ? "Terms of Service" : "Privacy Statement",
  publishDate,
  content: `<p>The ${kind}.</p>`,
})
const terms = document("terms", "11111111-1111-4111-8111-111111111111", "2026-11-01")
const privacy = document("privacy", "22222222-2222-4222-8222-222222222222", "2026-10-15")

const gateway = setUpGatewayMock()

const renderSigner = () => renderWithTrpc(TermsSigner, "/sign_terms")
const heading = (container: HTMLElement) => container.querySelector("h1")?.textContent
const agree = (container: HTMLElement) =>
  act(async () => byText<HTMLButtonElement>(container, "button", "Agree").click())
const alertText = () => globalThis.document.querySelector("[role='alert']")?.textContent ?? ""
// React applies the step's timer update when this act() ends; a wait inside one act() would never see it.
const passStepDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, stepDelayMs + 50)))

const signsEverything = () =>
  gateway.answers.set("policies.sign", ({ kind, id }) => ({
    data: { kind, documentId: id, signedAt: "2026-11-22T00:00:00.000Z" },
  }))

describe("TermsSigner", () => {
  it("shows terms, then privacy a second after agreeing, then goes to the remembered location", async () => {
    sessionStorage.setItem(redirectAfterSignTermsKey, "/chat?threadId=7")
    const unsigned: UnsignedPolicy[] = [
      { kind: "privacy", document: privacy },
      { kind: "terms", document: terms },
    ]
    gateway.answers.set("policies.unsigned", { data: unsigned })
    signsEverything()
    const { container, router } = await renderSigner()

    await waitFor(() => expect(heading(container)).toBe("Terms of Service"))
    expect(container.textContent).toContain("Step 1 of 2")
    expect(container.textContent).toContain("Effective Date: November 1, 2026")
    await agree(container)
    // A second of spinner before the signature goes out…
    expect(gateway.inputsOf("policies.sign")).toEqual([])
    await passStepDelay()
    await waitFor(() => expect(gateway.inputsOf("policies.sign")).toEqual([{ kind: "terms", id: terms.id }]))
    expect(heading(container)).toBe("Terms of Service")

    // …and a second after it before the next step.
    await passStepDelay()
    expect(heading(container)).toBe("Privacy Statement")
    expect(container.textContent).toContain("Step 2 of 2")
    await agree(container)
    await passStepDelay()
    await passStepDelay()
    await waitFor(() => expect(router.state.location.href).toBe("/chat?threadId=7"))
    expect(gateway.inputsOf("policies.sign")).toEqual([
      { kind: "terms", id: terms.id },
      { kind: "privacy", id: privacy.id },
    ])
    expect(sessionStorage.getItem(redirectAfterSignTermsKey)).toBeNull()
  })

  it("shows only what is left and goes home when nothing is", async () => {
    gateway.answers.set("policies.unsigned", { data: [] })
    const { router } = await renderSigner()
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    expect(gateway.inputsOf("policies.sign")).toEqual([])
  })

  it("says which signature failed and stays on that step", async () => {
    gateway.answers.set("policies.unsigned", { data: [{ kind: "privacy", document: privacy }] })
    gateway.answers.set("policies.sign", { status: 500 })
    const { container, router } = await renderSigner()
    await waitFor(() => expect(heading(container)).toBe("Privacy Statement"))
    expect(container.textContent).not.toContain("Step 1")
    await agree(container)
    // the signature is sent a second after Agree (spec 01 §9): past that wait, the failure shows
    await passStepDelay()
    await waitFor(() => expect(alertText()).toContain("Failed to sign privacy. Please try again"))
    expect(router.state.location.pathname).toBe("/sign_terms")
    expect(heading(container)).toBe("Privacy Statement")
  })

  it("shows the newer version when the one on screen was replaced meanwhile", async () => {
    const newer = document("terms", "33333333-3333-4333-8333-333333333333", "2026-12-01")
    gateway.answers.set("policies.unsigned", { data: [{ kind: "terms", document: terms }] })
    gateway.answers.set("policies.sign", { status: 409 })
    const { container } = await renderSigner()
    await waitFor(() => expect(heading(container)).toBe("Terms of Service"))
    gateway.answers.set("policies.unsigned", { data: [{ kind: "terms", document: newer }] })
    await agree(container)
    await passStepDelay()
    await waitFor(() => expect(alertText()).toContain("Failed to sign terms. Please try again"))
    await waitFor(() => expect(container.textContent).toContain("Effective Date: December 1, 2026"))
  })

  it("tells the user when what to sign cannot be loaded", async () => {
    gateway.answers.set("policies.unsigned", { status: 500 })
    const { container } = await renderSigner()
    await waitFor(() => expect(alertText()).toContain(policyMessages.loadTermsAndPrivacy))
    expect(container.textContent).toContain(policyMessages.loadTermsAndPrivacy)
  })
})
