// @vitest-environment happy-dom
import type { PolicyDocument } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { setSessionToken } from "../../lib/session/session-token"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { renderWithTrpc } from "../../test-support/render-with-trpc"
import { AppFooter } from "./app-footer"

const antiSpam: PolicyDocument = {
  id: "33333333-3333-4333-8333-333333333333",
  title: "Anti-Spam Policy",
  publishDate: "2026-09-01",
  content: "<p>One first message, then wait for a reply.</p>",
}

const gateway = setUpGatewayMock()

const legalNav = (container: HTMLElement) =>
  container.querySelector<HTMLElement>("nav[aria-label='Legal and support']")!

describe("AppFooter", () => {
  it("links signed-out visitors to the public policy pages", async () => {
    const rendered = await renderWithTrpc(AppFooter)
    const hrefs = [...legalNav(rendered.container).querySelectorAll("a")].map((a) => a.getAttribute("href"))
    expect(hrefs.slice(0, 3)).toEqual(["/terms", "/privacy", "/anti_spam"])
    expect(gateway.inputsOf("policies.latest")).toEqual([])
  })

  it("opens the policy over the page for signed-in users, whose policy routes are closed", async () => {
    setSessionToken("token-1")
    gateway.answers.set("policies.latest", { data: antiSpam })
    const rendered = await renderWithTrpc(AppFooter)
    const nav = legalNav(rendered.container)
    expect(nav.querySelector("a[href='/anti_spam']")).toBeNull()
    const button = [...nav.querySelectorAll("button")].find((b) => b.textContent === "Anti-Spam Policy")!
    await act(async () => button.click())
    await waitFor(() =>
      expect(document.querySelector("[role='dialog'] article")?.textContent).toContain(
        "One first message, then wait for a reply.",
      ),
    )
    expect(gateway.inputsOf("policies.latest")).toEqual([{ kind: "antiSpam" }])
    expect(rendered.router.state.location.pathname).toBe("/")
  })
})
