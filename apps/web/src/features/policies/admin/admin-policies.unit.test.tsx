// @vitest-environment happy-dom
import type { CurrentUser, PolicyDocument } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  alertText,
  buttonNamed,
  inputLabelled,
  renderApp,
  signInAs,
  submit,
  testAdmin,
  testUser,
  typeInto,
} from "../../../test-support/app-harness"
import { setUpGatewayMock } from "../../../test-support/gateway-mock"
import { waitFor } from "../../../test-support/render"

const gateway = setUpGatewayMock()

const terms: PolicyDocument = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Terms of Service",
  publishDate: "2026-11-01",
  content: "<p>The terms.</p>",
}

const openAs = async (user: CurrentUser, path = "/admin/policies") => {
  signInAs(gateway, user)
  gateway.answers.set("policies.latest", ({ kind }) =>
    kind === "terms"
      ? { data: terms }
      : { error: "NotFound", status: 404, message: "No anti-spam policy has been published yet." },
  )
  return renderApp(path)
}

const setTextarea = async (textarea: HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(textarea, value)
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

describe("/admin/policies", () => {
  it("shows the terms in force and publishes a new version, then shows what the server kept", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("The terms."))
    expect(container.textContent).toContain("Effective Date: November 1, 2026")
    expect(container.textContent).toContain("every user")
    expect(container.querySelector("header a[href='/admin/analytics']")?.textContent).toBe("Admin")
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Publish a new terms version']")!
    expect(inputLabelled(form, "Title").value).toBe("Terms of Service")
    expect(form.querySelector("textarea")?.value).toBe("<p>The terms.</p>")

    await typeInto(inputLabelled(form, "Title"), "Terms of Service (2027)")
    await typeInto(inputLabelled(form, "Effective Date"), "2027-01-01")
    await setTextarea(form.querySelector("textarea")!, "<p>New <b>terms</b></p><script>alert(1)</script>")
    const published = {
      id: "33333333-3333-4333-8333-333333333333",
      title: "Terms of Service (2027)",
      publishDate: "2027-01-01",
      content: "<p>New terms</p>",
    }
    gateway.answers.set("policies.publish", { data: published })
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("Terms of Service published."))
    expect(gateway.callsOf("policies.publish")[0]?.input).toEqual({
      kind: "terms",
      title: "Terms of Service (2027)",
      publishDate: "2027-01-01",
      content: "<p>New <b>terms</b></p><script>alert(1)</script>",
    })
    await waitFor(() => expect(container.textContent).toContain("Just published"))
    expect(container.textContent).toContain("Effective Date: January 1, 2027")
    // Typed HTML is never rendered: only the server's answer is, and the form shows it as text.
    expect(container.querySelector("script")).toBeNull()
    expect(container.querySelector("b")).toBeNull()
    expect(container.querySelector("textarea")?.value).toBe("<p>New terms</p>")
  })

  it("checks the fields and shows the server's message when publishing fails", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.querySelector("form textarea")).not.toBeNull())
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Publish a new terms version']")!
    await setTextarea(form.querySelector("textarea")!, "<p></p>")
    await submit(form)
    expect(form.textContent).toContain("Must be a minimum of 2 characters")
    expect(gateway.callsOf("policies.publish")).toEqual([])

    await setTextarea(form.querySelector("textarea")!, "<p>Fine</p>")
    gateway.answers.set("policies.publish", {
      error: "Forbidden",
      status: 403,
      message: "You are not allowed to do that.",
    })
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("You are not allowed to do that."))
  })

  it("says when a kind has nothing published yet", async () => {
    const { container } = await openAs(testAdmin, "/admin/policies?kind=antiSpam")
    await waitFor(() => expect(container.textContent).toContain("Nothing has been published yet."))
    const form = container.querySelector<HTMLFormElement>(
      "form[aria-label='Publish a new anti-spam policy version']",
    )!
    expect(inputLabelled(form, "Title").value).toBe("Anti-Spam Policy")
    await act(async () => buttonNamed(container, "Terms of Service").click())
    await waitFor(() => expect(container.textContent).toContain("The terms."))
  })

  it("is not there for anyone else", async () => {
    const { container, router } = await openAs(testUser)
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(router.state.location.pathname).toBe("/admin/policies")
    expect(container.querySelector("header a[href='/admin/analytics']")).toBeNull()
    expect(gateway.callsOf("policies.latest")).toEqual([])
  })
})
