import { describe, expect, it } from "vitest"
import { safeFileName } from "./file-name"

describe("safeFileName", () => {
  it("keeps an ordinary name", () => {
    expect(safeFileName("Capability brief 2026.pdf")).toBe("Capability brief 2026.pdf")
  })

  it("keeps only the base name of a path", () => {
    expect(safeFileName("C:\\Users\\me\\report.docx")).toBe("report.docx")
    expect(safeFileName("../../etc/passwd")).toBe("passwd")
  })

  it("drops control and direction-override characters that disguise an extension", () => {
    expect(safeFileName("invoice\u202efdp.exe")).toBe("invoicefdp.exe")
    expect(safeFileName("a\u0000b\nc.txt")).toBe("abc.txt")
  })

  it("shortens long names keeping the extension", () => {
    const name = safeFileName(`${"x".repeat(300)}.pdf`)
    expect(name).toHaveLength(120)
    expect(name?.endsWith(".pdf")).toBe(true)
  })

  it("gives nothing for names with nothing left", () => {
    expect(safeFileName("")).toBeUndefined()
    expect(safeFileName("..")).toBeUndefined()
    expect(safeFileName("dir/")).toBeUndefined()
    expect(safeFileName(undefined)).toBeUndefined()
  })
})
