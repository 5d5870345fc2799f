// @vitest-environment happy-dom
import type { PolicyDocument } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { renderApp } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { byText, waitFor } from "../../test-support/render"
import { policyMessages } from "./messages"

// The routes as a signed-out visitor meets them, through the whole app (route gate, layout, loaders).
const terms: PolicyDocument = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Terms of Service",
  publishDate: "2026-11-01",
  content: "<h2>Accounts</h2><p>One account per <strong>Unique Entity Id</strong>.</p>",
}

const gateway = setUpGatewayMock()

describe("public policy routes", () => {
  it("shows title, effective date and content, with a back link to the start", async () => {
    gateway.answers.set("policies.latest", { data: terms })
    const { container } = await renderApp("/terms")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Terms of Service"))
    expect(container.querySelector("main")?.textContent).toContain("Effective Date: November 1, 2026")
    expect(container.querySelector("main article strong")?.textContent).toBe("Unique Entity Id")
    expect(byText<HTMLAnchorElement>(container, "main a", "← Back").getAttribute("href")).toBe("/")
    expect(gateway.inputsOf("policies.latest")).toEqual([{ kind: "terms" }])
  })

  it.each([
    ["/terms", "terms", policyMessages.loadTerms],
    ["/privacy", "privacy", policyMessages.loadPrivacy],
    ["/anti_spam", "antiSpam", policyMessages.loadPolicy],
  ])("asks for the right policy on %s and says so when it cannot be loaded", async (path, kind, message) => {
    gateway.answers.set("policies.latest", { status: 500 })
    const { container } = await renderApp(path)
    await waitFor(() => expect(document.querySelector("[role='alert']")?.textContent).toContain(message))
    expect(container.querySelector("main")?.textContent).toContain(message)
    expect(gateway.inputsOf("policies.latest")).toContainEqual({ kind })
  })
})
