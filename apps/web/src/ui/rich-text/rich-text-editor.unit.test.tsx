// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { render, unmountAll } from "../../test-support/render"
import RichTextEditor from "./components/rich-text-editor"
import { isBlankRichText, richTextPlainText } from "./rich-text-text"

afterEach(unmountAll)

describe("richTextPlainText", () => {
  it("reads the words of the markup, entities decoded and spaces collapsed", () => {
    expect(
      richTextPlainText("<p>We build <strong>satellite</strong>&nbsp;links</p><p>  &amp; radios</p>"),
    ).toBe("We build satellite links & radios")
  })

  it("treats the editor's empty paragraph as blank", () => {
    expect(isBlankRichText("<p></p>")).toBe(true)
    expect(isBlankRichText("")).toBe(true)
    expect(isBlankRichText("<p>x</p>")).toBe(false)
  })
})

describe("RichTextEditor", () => {
  it("is a labelled, described multi-line text box that shows the given HTML", async () => {
    const { container } = await render(
      <RichTextEditor
        label="Capability Statement"
        value="<p>Hello <em>there</em></p>"
        onChange={() => {}}
        error="Must be at least 50 characters"
        required
        testId="capability"
      />,
    )
    const box = container.querySelector<HTMLElement>("[data-testid='capability']")!
    expect(box.getAttribute("role")).toBe("textbox")
    expect(box.getAttribute("aria-multiline")).toBe("true")
    expect(box.getAttribute("aria-invalid")).toBe("true")
    const label = document.getElementById(box.getAttribute("aria-labelledby")!)
    expect(label?.textContent).toContain("Capability Statement")
    const describedBy = box.getAttribute("aria-describedby")!.split(" ")
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Must be at least 50 characters",
    )
    expect(box.innerHTML).toContain("<em>there</em>")
  })

  it("reports its HTML on a change, and an emptied editor as the empty string", async () => {
    const onChange = vi.fn()
    const { container } = await render(
      <RichTextEditor label="Statement" value="<p>Hello</p>" onChange={onChange} testId="statement" />,
    )
    const bold = container.querySelector<HTMLButtonElement>("button[aria-label='Bold']")!
    expect(bold.getAttribute("aria-pressed")).toBe("false")
    const box = container.querySelector<HTMLElement>("[data-testid='statement']")!
    await act(async () => {
      box.focus()
      bold.click()
    })
    const bulleted = container.querySelector<HTMLButtonElement>("button[aria-label='Bulleted list']")!
    await act(async () => bulleted.click())
    expect(onChange).toHaveBeenCalled()
    expect(String(onChange.mock.calls.at(-1)?.[0])).toContain("<ul>")
  })

  it("offers only formatting the server keeps", async () => {
    const { container } = await render(<RichTextEditor label="Statement" value="" onChange={() => {}} />)
    const labels = [...container.querySelectorAll("[role='toolbar'] button")].map((b) =>
      b.getAttribute("aria-label"),
    )
    expect(labels).toEqual([
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Heading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
    ])
  })
})
