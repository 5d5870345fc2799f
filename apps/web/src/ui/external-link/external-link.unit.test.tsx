// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { byText, render, unmountAll, waitFor } from "../../test-support/render"
import { ExternalLink } from "./external-link"
import { useGuardedLinks } from "./use-guarded-links"

const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
/**
 * Clicks like a user and answers whether the app stopped the browser following the link. The browser
 * itself is stopped afterwards either way: happy-dom would otherwise fetch the address.
 */
const click = (element: Element, type: "click" | "auxclick" = "click") => {
  let stopped = false
  const observe = (event: Event) => {
    stopped = event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener(type, observe)
  act(() => {
    element.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, button: type === "click" ? 0 : 1 }),
    )
  })
  document.removeEventListener(type, observe)
  return stopped
}

describe("ExternalLink", () => {
  afterEach(unmountAll)

  it("keeps its real address, opens in a new tab without the opener and says it opens a dialog", async () => {
    const { container } = await render(<ExternalLink href="https://acme.example/about">Acme</ExternalLink>)
    const link = byText<HTMLAnchorElement>(container, "a", "Acme")
    expect([link.href, link.target, link.rel]).toEqual([
      "https://acme.example/about",
      "_blank",
      "noopener noreferrer",
    ])
    expect(link.getAttribute("aria-haspopup")).toBe("dialog")
  })

  it("asks first, naming the destination; continuing is a new-tab link to it, staying closes the dialog", async () => {
    const { container } = await render(<ExternalLink href="https://acme.example/about">Acme</ExternalLink>)
    expect(click(byText(container, "a", "Acme"))).toBe(true)
    await waitFor(() => expect(dialog()?.textContent).toContain("You are leaving Ignite"))
    expect(dialog()!.textContent).toContain("This link opens acme.example in a new tab.")
    expect(dialog()!.textContent).toContain("https://acme.example/about")
    const onward = byText<HTMLAnchorElement>(dialog()!, "a", "Continue to acme.example")
    expect([onward.href, onward.target, onward.rel]).toEqual([
      "https://acme.example/about",
      "_blank",
      "noopener noreferrer",
    ])
    // staying is what the dialog offers first
    expect(byText(dialog()!, "button", "Stay on Ignite").hasAttribute("data-autofocus")).toBe(true)
    click(byText(dialog()!, "button", "Stay on Ignite"))
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it("asks on a middle click too", async () => {
    const { container } = await render(<ExternalLink href="https://acme.example/">Acme</ExternalLink>)
    expect(click(byText(container, "a", "Acme"), "auxclick")).toBe(true)
    await waitFor(() => expect(dialog()).not.toBeNull())
  })

  it("lets a link to Ignite's own pages go without a dialog", async () => {
    const { container } = await render(<ExternalLink href="/files/brochure.pdf">Brochure</ExternalLink>)
    const link = byText(container, "a", "Brochure")
    expect(link.hasAttribute("aria-haspopup")).toBe(false)
    expect(click(link)).toBe(false)
    expect(dialog()).toBeNull()
  })
})

function RichText({ html }: { readonly html: string }) {
  const { ref, dialog } = useGuardedLinks()
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed test string */}
      <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
      {dialog}
    </>
  )
}

describe("useGuardedLinks", () => {
  afterEach(unmountAll)

  it("asks before a link inside rich text leaves Ignite, and lets the others go", async () => {
    const { container } = await render(
      <RichText html='<p>See <a href="https://partner.example/x"><strong>our partner</strong></a> or <a href="/terms">terms</a>.</p>' />,
    )
    expect(click(byText(container, "a", "our partner"))).toBe(true)
    await waitFor(() =>
      expect(dialog()?.textContent).toContain("This link opens partner.example in a new tab."),
    )
    click(byText(dialog()!, "button", "Stay on Ignite"))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(click(byText(container, "a", "terms"))).toBe(false)
    expect(dialog()).toBeNull()
  })
})
