import { describe, expect, it } from "vitest"
import { csvCell, csvFileName, toCsv } from "./to-csv"

describe("toCsv", () => {
  it("writes a header and a line per row, each ended with CRLF", () => {
    expect(
      toCsv(
        ["Name", "Views"],
        [
          ["Acme", 3],
          ["Birch", 0],
        ],
      ),
    ).toBe("Name,Views\r\nAcme,3\r\nBirch,0\r\n")
  })

  it("quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("Acme, Inc.")).toBe('"Acme, Inc."')
    expect(csvCell('The "best" drones')).toBe('"The ""best"" drones"')
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"')
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"')
    expect(toCsv(["a"], [['x, "y"']])).toBe('a\r\n"x, ""y"""\r\n')
  })

  it("defuses text a spreadsheet would run as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/)
    expect(csvCell("=1,2")).toBe('"\'=1,2"')
    expect(csvCell("a=b")).toBe("a=b")
    expect(csvCell("Acme - Robotics")).toBe("Acme - Robotics")
  })

  it("leaves numbers as numbers, even negative ones, and writes nothing for missing values", () => {
    expect(csvCell(-5)).toBe("-5")
    expect(csvCell(0.25)).toBe("0.25")
    expect(csvCell(true)).toBe("true")
    expect(csvCell(null)).toBe("")
    expect(csvCell(undefined)).toBe("")
  })
})

describe("csvFileName", () => {
  it("names the export after what it holds and the day", () => {
    expect(csvFileName("Top SBC Organization Views", new Date("2026-03-04T12:00:00Z"))).toBe(
      "ignite-top-sbc-organization-views-2026-03-04.csv",
    )
    expect(csvFileName("Products · Autonomy & Robotics", new Date("2026-03-04T12:00:00Z"))).toBe(
      "ignite-products-autonomy-robotics-2026-03-04.csv",
    )
  })
})
