import { inflateRawSync } from "node:zlib"
import { maxUploadBytes } from "./images"

/**
 * The attachment types spec 02 §5 accepts, each checked by content (magic bytes and container structure),
 * never by the name or the browser's word alone. Listings (logos, artifact attachments) and any later
 * upload use this one check, then say the refusal in their own words.
 */
export const attachmentTypes = [
  "gif",
  "jpeg",
  "png",
  "svg",
  "pdf",
  "doc",
  "docm",
  "docx",
  "csv",
  "xlsx",
  "xlsb",
  "xls",
  "xlsm",
  "txt",
  "ppt",
  "pptm",
  "pptx",
] as const
export type AttachmentType = (typeof attachmentTypes)[number]

/** The extensions a file of each type may carry. */
const extensionsOf: Record<AttachmentType, readonly string[]> = {
  gif: ["gif"],
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  png: ["png"],
  svg: ["svg"],
  pdf: ["pdf"],
  doc: ["doc", "dot"],
  docm: ["docm"],
  docx: ["docx"],
  csv: ["csv"],
  xlsx: ["xlsx"],
  xlsb: ["xlsb"],
  xls: ["xls"],
  xlsm: ["xlsm"],
  txt: ["txt", "text"],
  ppt: ["ppt", "pps"],
  pptm: ["pptm"],
  pptx: ["pptx"],
}

/** The content types files are served with: from the checked type, never from the uploader. */
export const attachmentContentTypes: Record<AttachmentType, string> = {
  gif: "image/gif",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  doc: "application/msword",
  docm: "application/vnd.ms-word.document.macroEnabled.12",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xlsb: "application/vnd.ms-excel.sheet.binary.macroEnabled.12",
  xls: "application/vnd.ms-excel",
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.12",
  txt: "text/plain",
  ppt: "application/vnd.ms-powerpoint",
  pptm: "application/vnd.ms-powerpoint.presentation.macroEnabled.12",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
}

export type FileRejection =
  | "too-large"
  /** The name's extension is none of the accepted types. */
  | "type-not-accepted"
  /** The content is not what the name says (or nothing we accept). */
  | "content-mismatch"
  /** An SVG that carries script, external references or entity tricks. */
  | "unsafe-content"

export class FileRejected extends Error {
  constructor(readonly reason: FileRejection) {
    super(`file rejected: ${reason}`)
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)
const latin1 = (bytes: Uint8Array, start = 0, end = bytes.length) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", start, end)

const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const zip = [0x50, 0x4b, 0x03, 0x04]

/** Text: valid UTF-8 (a BOM allowed), no NUL and no control characters but tab, line breaks and form feed. */
const isPlainText = (bytes: Uint8Array) => {
  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)
}

/** A legacy Office file (OLE2 compound file): which kind, by the main stream its directory names. */
const compoundKind = (bytes: Uint8Array): "doc" | "xls" | "ppt" | undefined => {
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const has = (name: string) => names.includes(Buffer.from(name, "utf16le"))
  if (has("WordDocument")) return "doc"
  if (has("Workbook") || has("Book")) return "xls"
  if (has("PowerPoint Document")) return "ppt"
  return undefined
}

/** One entry of a ZIP archive, inflated with a bound (zip bombs), or undefined. */
const zipEntry = (bytes: Uint8Array, wanted: string, maxBytes = 1_000_000): string | undefined => {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // the end-of-central-directory record sits in the last 64 KiB + 22 bytes
  const eocd = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0 || eocd + 22 > data.length) return undefined
  const count = data.readUInt16LE(eocd + 10)
  let at = data.readUInt32LE(eocd + 16)
  for (let i = 0; i < count && at + 46 <= data.length; i++) {
    if (data.readUInt32LE(at) !== 0x02014b50) return undefined
    const method = data.readUInt16LE(at + 10)
    const packedSize = data.readUInt32LE(at + 20)
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    const local = data.readUInt32LE(at + 42)
    const name = data.toString("utf8", at + 46, at + 46 + nameLength)
    at += 46 + nameLength + extraLength + commentLength
    if (name !== wanted) continue
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return undefined
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28)
    const packed = data.subarray(start, start + packedSize)
    try {
      if (method === 0) return packed.length <= maxBytes ? packed.toString("utf8") : undefined
      if (method === 8) return inflateRawSync(packed, { maxOutputLength: maxBytes }).toString("utf8")
    } catch {
      return undefined
    }
    return undefined
  }
  return undefined
}

/** An Office Open XML package: which kind, by the content type of its main part. */
const openXmlKind = (bytes: Uint8Array): AttachmentType | undefined => {
  const types = zipEntry(bytes, "[Content_Types].xml")
  if (!types) return undefined
  const main: Array<[string, AttachmentType]> = [
    ["application/vnd.ms-word.document.macroEnabled.main+xml", "docm"],
    ["application/vnd.ms-word.template.macroEnabledTemplate.main+xml", "docm"],
    ["wordprocessingml.document.main+xml", "docx"],
    ["application/vnd.ms-excel.sheet.macroEnabled.main+xml", "xlsm"],
    ["application/vnd.ms-excel.sheet.binary.macroEnabled.main", "xlsb"],
    ["spreadsheetml.sheet.main+xml", "xlsx"],
    ["application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml", "pptm"],
    ["presentationml.presentation.main+xml", "pptx"],
  ]
  return main.find(([contentType]) => types.includes(contentType))?.[1]
}

/** Numeric character references decoded (browsers decode them in attribute values before use). */
const decodeReferences = (text: string) => {
  const char = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "")
  return text
    .replace(/&#x([0-9a-f]{1,8});?/gi, (_, hex: string) => char(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,8});?/g, (_, decimal: string) => char(Number(decimal)))
    .replace(/&colon;/gi, ":")
}

/**
 * Script in an SVG: script elements, event handlers, javascript:/vbscript:/data: references (however
 * encoded or spaced), embedded HTML, animation of links or handlers, entity declarations. Refused rather
 * than cleaned: a logo or a diagram needs none of these.
 */
const svgIsUnsafe = (source: string) => {
  const text = decodeReferences(source)
  const structural =
    /<\s*(?:script|foreignObject|iframe|embed|object|handler|listener)\b|<!ENTITY|<!DOCTYPE[^>]*\[|[\s"'/]on[a-z]+\s*=|<\s*(?:set|animate\w*)\b[^>]*attributeName\s*=\s*["']?\s*(?:href|xlink:href|on)/i
  // without whitespace and control characters, which browsers skip inside a URL's scheme
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const squeezed = text.replace(/[\u0000-\u0020]/g, "")
  return structural.test(text) || /(?:javascript|vbscript|data):/i.test(squeezed)
}

/** What the bytes are, by content alone, among the accepted types; undefined when nothing accepted. */
export const sniffAttachment = (bytes: Uint8Array): AttachmentType | undefined => {
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && [0x37, 0x39].includes(bytes[4]!) && bytes[5] === 0x61)
    return "gif"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (latin1(bytes, 0, 1024).includes("%PDF-")) return "pdf"
  if (startsWith(bytes, ole2)) return compoundKind(bytes)
  if (startsWith(bytes, zip)) return openXmlKind(bytes)
  if (isPlainText(bytes)) {
    const text = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "")
    if (
      /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*(?:\[[\s\S]*?\])?>\s*)?<svg[\s>]/i.test(
        text,
      )
    )
      return "svg"
    return "txt"
  }
  return undefined
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".")
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase()
}

/** The accepted type a file name's extension says, or undefined. */
export const attachmentTypeOfName = (name: string): AttachmentType | undefined => {
  const extension = extensionOf(name)
  return attachmentTypes.find((type) => extensionsOf[type].includes(extension))
}

/**
 * An attachment checked by size, name and content: its type when all agree. Throws FileRejected. A CSV is
 * plain text named .csv; an SVG must carry no script.
 */
export const checkAttachment = (bytes: Uint8Array, name: string): AttachmentType => {
  if (bytes.length > maxUploadBytes) throw new FileRejected("too-large")
  const named = attachmentTypeOfName(name)
  if (!named) throw new FileRejected("type-not-accepted")
  const found = sniffAttachment(bytes)
  if (!found || bytes.length === 0) throw new FileRejected("content-mismatch")
  // text named .csv or .txt is served as text whatever it looks like (an SVG's source, say)
  const agrees =
    found === named || ((named === "csv" || named === "txt") && (found === "txt" || found === "svg"))
  if (!agrees) throw new FileRejected("content-mismatch")
  if (named === "svg" && svgIsUnsafe(new TextDecoder().decode(bytes)))
    throw new FileRejected("unsafe-content")
  return named
}
