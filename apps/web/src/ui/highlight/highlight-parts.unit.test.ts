import { describe, expect, it } from "vitest"
import { highlightParts } from "./highlight-parts"

describe("a search highlight's parts", () => {
  it("splits the text on the server's marks", () => {
    expect(highlightParts("Autonomous <mark>drone</mark> swarms for <mark>survey</mark>")).toEqual([
      { text: "Autonomous ", marked: false },
      { text: "drone", marked: true },
      { text: " swarms for ", marked: false },
      { text: "survey", marked: true },
    ])
  })

  it("decodes the five entities the server escapes, each once", () => {
    expect(highlightParts("R&amp;D &lt;b&gt; &quot;fast&quot; &#39;ok&#39; &amp;lt;")).toEqual([
      { text: `R&D <b> "fast" 'ok' &lt;`, marked: false },
    ])
  })

  it("keeps escaped markup as text, inside a mark too", () => {
    expect(highlightParts("<mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark>")).toEqual([
      { text: "<script>alert(1)</script>", marked: true },
    ])
  })

  it("answers nothing for an empty highlight", () => {
    expect(highlightParts("")).toEqual([])
  })
})
