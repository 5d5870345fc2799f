import { describe, expect, it } from "vitest"
import { richTextPlain, sanitizeRichText } from "./sanitize"

describe("sanitizeRichText", () => {
  it("keeps the text structure of a policy", () => {
    const html =
      "<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><p>x<br>y <strong>s</strong> <em>e</em></p>" +
      "<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>"
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"))
  })

  it("keeps http, https and mailto links and nothing else on them", () => {
    expect(
      sanitizeRichText(
        '<a href="https://x.example/a" target="_blank" onclick="x()">a</a><a href="http://x.example">b</a>' +
          '<a href="mailto:help@x.example">c</a>',
      ),
    ).toBe(
      '<a href="https://x.example/a">a</a><a href="http://x.example">b</a><a href="mailto:help@x.example">c</a>',
    )
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe("<a>x</a>")
  })

  it("drops scripts, styles, frames, images, forms and inline attributes", () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" class="c" id="i">ok</p><script>alert(1)</script><style>p{}</style>' +
          '<iframe src="https://x"></iframe><img src=x onerror=alert(1)><form><input></form><h5>five</h5>',
      ),
    ).toBe("<p>ok</p>five")
  })

  it("escapes text that looks like markup once tags are gone", () => {
    expect(sanitizeRichText("<p>1 &lt; 2 &amp; <b>bold</b></p>")).toBe("<p>1 &lt; 2 &amp; bold</p>")
  })
})

describe("richTextPlain", () => {
  it("counts what a reader sees: tags stripped, entities decoded, whitespace trimmed", () => {
    expect(richTextPlain("<p> <strong>a</strong>&amp;b </p>")).toBe("a&b")
    expect(richTextPlain("<p><br></p>")).toBe("")
    expect(richTextPlain("<script>alert(1)</script>x")).toBe("x")
  })
})
