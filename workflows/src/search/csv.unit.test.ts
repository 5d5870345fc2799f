import { describe, expect, it } from "vitest"
import { csvCell, csvLine } from "./csv"

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, doubling quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain")
    expect(csvCell('Say "hi", then\r\nleave')).toBe('"Say ""hi"", then\r\nleave"')
    expect(csvCell(null)).toBe("")
    expect(csvCell(42)).toBe("42")
  })

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/)
    expect(csvCell("=1,2")).toBe('"\'=1,2"')
    expect(csvCell("a=b")).toBe("a=b")
  })

  it("ends each record with CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n')
  })
})
