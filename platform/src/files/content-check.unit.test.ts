import sharp from "sharp"
import { describe, expect, it } from "vitest"
import {
  compoundFile,
  compoundFileStreams,
  disguisedFiles,
  gif,
  officeOpenXml,
  officeOpenXmlTypes,
  oversizedPng,
  pdf,
  scriptedSvgs,
  svg,
  zipArchive,
} from "../testing/hostile-files"
import {
  type AttachmentType,
  attachmentTypes,
  checkAttachment,
  FileRejected,
  sniffAttachment,
} from "./content-check"

const reasonOf = (bytes: Uint8Array, name: string) => {
  try {
    return checkAttachment(bytes, name)
  } catch (error) {
    if (error instanceof FileRejected) return error.reason
    throw error
  }
}

describe("attachment content check (spec 02 §5 types)", async () => {
  const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#36f" } })
    .jpeg()
    .toBuffer()
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#36f" } })
    .png()
    .toBuffer()
  /** One genuine file of every accepted type, with its usual name. */
  const genuine: Record<AttachmentType, [Uint8Array, string]> = {
    gif: [gif(), "a.gif"],
    jpeg: [jpeg, "a.jpg"],
    png: [png, "a.png"],
    svg: [svg(), "a.svg"],
    pdf: [pdf(), "a.pdf"],
    doc: [compoundFile("doc"), "a.doc"],
    docm: [officeOpenXml("docm"), "a.docm"],
    docx: [officeOpenXml("docx"), "a.docx"],
    csv: [Buffer.from("name,count\r\nAcme,3\r\n"), "a.csv"],
    xlsx: [officeOpenXml("xlsx"), "a.xlsx"],
    xlsb: [officeOpenXml("xlsb"), "a.xlsb"],
    xls: [compoundFile("xls"), "a.xls"],
    xlsm: [officeOpenXml("xlsm"), "a.xlsm"],
    txt: [Buffer.from("\uFEFFNotes: café, naïve — fine.\n\tindented\n"), "notes.txt"],
    ppt: [compoundFile("ppt"), "a.ppt"],
    pptm: [officeOpenXml("pptm"), "a.pptm"],
    pptx: [officeOpenXml("pptx"), "a.pptx"],
  }

  it("accepts a genuine file of each of the 17 types under its own name", () => {
    expect(Object.keys(genuine).sort()).toEqual([...attachmentTypes].sort())
    expect(Object.keys(officeOpenXmlTypes).length + Object.keys(compoundFileStreams).length).toBe(10)
    for (const [type, [bytes, name]] of Object.entries(genuine))
      expect(reasonOf(bytes, name), type).toBe(type)
    expect(reasonOf(jpeg, "PHOTO.JPEG")).toBe("jpeg")
  })

  it("refuses every genuine file under another type's name (content must match the name)", () => {
    const names = Object.values(genuine).map(([, name]) => name)
    let refused = 0
    for (const [type, [bytes]] of Object.entries(genuine))
      for (const name of names) {
        const named = name.slice(name.lastIndexOf(".") + 1)
        const sameKind =
          named === (type === "jpeg" ? "jpg" : type) ||
          // text is served as text under either text name, whatever it looks like
          (["csv", "txt"].includes(named) && ["csv", "txt", "svg"].includes(type))
        if (sameKind) continue
        expect(reasonOf(bytes, name), `${type} named ${name}`).toBe("content-mismatch")
        refused++
      }
    expect(refused).toBeGreaterThan(250)
  })

  it("refuses other types by name, oversize files, empty files and disguised ones", () => {
    expect(reasonOf(Buffer.from("MZ"), "setup.exe")).toBe("type-not-accepted")
    expect(reasonOf(Buffer.from("<html>"), "page.html")).toBe("type-not-accepted")
    expect(reasonOf(Buffer.from("x"), "noextension")).toBe("type-not-accepted")
    expect(reasonOf(oversizedPng(), "big.png")).toBe("too-large")
    // exactly at the limit passes the size check (the magic bytes say PNG; decoding is the image code's job)
    expect(reasonOf(oversizedPng(10_000_000), "limit.png")).toBe("png")
    expect(reasonOf(new Uint8Array(0), "empty.txt")).toBe("content-mismatch")
    for (const file of disguisedFiles())
      expect(reasonOf(file.bytes, file.name), file.label).toBe("content-mismatch")
    expect(reasonOf(Buffer.from("a\u0000b"), "nul.txt")).toBe("content-mismatch")
    expect(reasonOf(Buffer.from([0xc3, 0x28]), "latin.csv")).toBe("content-mismatch")
    expect(reasonOf(zipArchive({ "a.txt": "a" }), "a.docx")).toBe("content-mismatch")
    expect(reasonOf(Buffer.concat([Buffer.from(compoundFile("doc")).subarray(0, 512)]), "a.doc")).toBe(
      "content-mismatch",
    )
  })

  it("refuses an Office package whose manifest inflates past a megabyte (a zip bomb)", () => {
    const bomb = zipArchive({
      "[Content_Types].xml": `${" ".repeat(5_000_000)}wordprocessingml.document.main+xml`,
    })
    expect(bomb.length).toBeLessThan(100_000)
    expect(reasonOf(bomb, "bomb.docx")).toBe("content-mismatch")
  })

  it("refuses an SVG that carries script, in each of the ways browsers run it", () => {
    const scripted = scriptedSvgs()
    expect(scripted.length).toBeGreaterThanOrEqual(7)
    for (const file of scripted) expect(reasonOf(file.bytes, file.name), file.label).toBe("unsafe-content")
    const encoded = svg('<a href="java&#x09;script&#58;alert(1)"><text>x</text></a>')
    expect(reasonOf(encoded, "a.svg")).toBe("unsafe-content")
    expect(reasonOf(svg('<a href="https://example.com/"><text>ok</text></a>'), "link.svg")).toBe("svg")
  })

  it("tells types apart by content alone", () => {
    expect(sniffAttachment(Buffer.from("MZ\u0090\u0000"))).toBeUndefined()
    expect(sniffAttachment(svg())).toBe("svg")
    expect(sniffAttachment(Buffer.from("plain words"))).toBe("txt")
  })
})
