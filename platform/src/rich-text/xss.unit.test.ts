import { describe, expect, it } from "vitest"
import { inertMarkupProblems, xssVectors } from "../testing/xss-vectors"
import { sanitizeRichText } from "./sanitize"

describe("the rich-text sanitizer against the OWASP filter-evasion vectors", () => {
  it("has a wide fixture", () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(80)
    expect(new Set(xssVectors.map((v) => v.label)).size).toBe(xssVectors.length)
  })

  it("the inertness check itself flags what is not inert", () => {
    expect(inertMarkupProblems('<p>ok <a href="https://a.example/">a</a> <strong>b</strong></p>')).toEqual([])
    expect(inertMarkupProblems("<img src=x onerror=alert(1)>")).toEqual([
      "tag <img>",
      "attribute src on <img>",
      "attribute onerror on <img>",
    ])
    expect(inertMarkupProblems('<a href="javascript:alert(1)">x</a>')).toEqual(['href "javascript:alert(1)"'])
    expect(inertMarkupProblems('<p title="x">x</p>')).toEqual(["attribute title on <p>"])
  })

  it.each(xssVectors.map((v) => [v.label, v.html]))("%s comes out inert", (_label, html) => {
    const clean = sanitizeRichText(html)
    expect(inertMarkupProblems(clean)).toEqual([])
    // and inside a longer text, with allowed markup around it
    const embedded = sanitizeRichText(
      `<h2>Before</h2><p>text ${html} more</p><p><a href="https://ok.example/">after</a></p>`,
    )
    expect(inertMarkupProblems(embedded)).toEqual([])
    // sanitizing is stable: what is stored sanitizes to itself
    expect(sanitizeRichText(clean)).toBe(clean)
  })
})
