// @vitest-environment happy-dom
import type { PolicyDocument } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { setSessionToken } from "../../../lib/session/session-token"
import { setUpGatewayMock } from "../../../test-support/gateway-mock"
import { waitFor } from "../../../test-support/render"
import { renderWithTrpc } from "../../../test-support/render-with-trpc"
import { policyMessages } from "../messages"
import { PolicyPage } from "./policy-page"

const privacy: PolicyDocument = {
  id: "22222222-2222-4222-8222-222222222222",
  title: "Privacy Statement",
  publishDate: "2026-10-15",
  content: '<p>We keep little. <a href="mailto:privacy@ignite.example">Ask us</a>.</p>',
}

const gateway = setUpGatewayMock()

describe("PolicyPage", () => {
  const renderPage = () => renderWithTrpc(() => <PolicyPage kind="privacy" />)

  it("renders the document's HTML and offers the way back to signed-out visitors", async () => {
    gateway.answers.set("policies.latest", { data: privacy })
    const { container } = await renderPage()
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Privacy Statement"))
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-10-15")
    expect(container.querySelector("article a")?.getAttribute("href")).toBe("mailto:privacy@ignite.example")
    expect(container.querySelector("a[href='/']")?.textContent).toBe("← Back")
  })

  it("leaves the back link out for signed-in users", async () => {
    setSessionToken("token-1")
    gateway.answers.set("policies.latest", { data: privacy })
    const { container } = await renderPage()
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Privacy Statement"))
    expect(container.querySelector("a[href='/']")).toBeNull()
  })

  it("tries again on request after a failure", async () => {
    gateway.answers.set("policies.latest", { status: 503 })
    const { container } = await renderPage()
    await waitFor(() => expect(container.textContent).toContain(policyMessages.loadPrivacy))
    gateway.answers.set("policies.latest", { data: privacy })
    await act(async () =>
      [...container.querySelectorAll("button")].find((b) => b.textContent === "Try again")?.click(),
    )
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Privacy Statement"))
  })
})
