// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { mount, unmountAll } from "../../test-support/render"
import { HighlightedText } from "./highlighted-text"

afterEach(unmountAll)

describe("HighlightedText", () => {
  it("marks the matched terms", async () => {
    const { container } = await mount(<HighlightedText html="Autonomous <mark>drone</mark> swarms" />)
    expect(container.textContent).toBe("Autonomous drone swarms")
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["drone"])
  })

  it("shows a script the indexed text held as text, never as an element", async () => {
    const html =
      "&lt;script&gt;window.hacked = 1&lt;/script&gt; <mark>&lt;img src=x onerror=alert(1)&gt;</mark>"
    const { container } = await mount(<HighlightedText html={html} />)
    expect(container.querySelector("script")).toBeNull()
    expect(container.querySelector("img")).toBeNull()
    expect(container.textContent).toBe("<script>window.hacked = 1</script> <img src=x onerror=alert(1)>")
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it("shows unescaped markup as text too, should a highlight ever carry some", async () => {
    const { container } = await mount(<HighlightedText html={"<b>bold</b><script>x()</script>"} />)
    expect(container.querySelector("b")).toBeNull()
    expect(container.querySelector("script")).toBeNull()
    expect(container.textContent).toBe("<b>bold</b><script>x()</script>")
  })
})
