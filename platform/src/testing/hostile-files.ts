import { crc32, deflateRawSync, deflateSync } from "node:zlib"

/**
 * Files an attacker (or an unlucky user) uploads, built byte by byte so every upload feature (headshots,
 * listing logos, artifact attachments) can throw the same set at its endpoint. Each comes with the name a
 * browser would send, and what it claims to be.
 */
export interface HostileFile {
  readonly label: string
  readonly bytes: Uint8Array
  readonly name: string
  readonly type: string
}

const ascii = (text: string) => Buffer.from(text, "latin1")
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([u32(data.length), ascii(type), data, u32(crc32(Buffer.concat([ascii(type), data])))])

/**
 * A PNG that declares `width` x `height` pixels (8-bit RGB) and carries a few kilobytes of compressed
 * zeros: decoding it whole would need width * height * 3 bytes of memory (50000 x 50000: 7.5 GB).
 */
export const pngBomb = (width = 50_000, height = 50_000): Uint8Array => {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])])
  // the start of the scanlines: rows of zeros compress about a thousandfold
  const rows = deflateSync(Buffer.alloc(Math.min(width * 3 + 1, 1_000_000) * 8))
  return Buffer.concat([
    pngSignature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * A real JPEG (`small`, from any encoder) whose frame header is rewritten to declare `width` x `height`:
 * the header check must refuse it before any decoding.
 */
export const jpegBomb = (small: Uint8Array, width = 65_000, height = 65_000): Uint8Array => {
  const bytes = Buffer.from(small)
  for (let i = 2; i + 9 < bytes.length; ) {
    if (bytes[i] !== 0xff) break
    const marker = bytes[i + 1]!
    const length = bytes.readUInt16BE(i + 2)
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): [length][precision][height][width]
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      bytes.writeUInt16BE(height, i + 5)
      bytes.writeUInt16BE(width, i + 7)
      return bytes
    }
    i += 2 + length
  }
  throw new Error("jpegBomb: no frame header found in the given JPEG")
}

/**
 * An animated GIF of `frames` frames, each declaring `width` x `height` with almost no pixel data: the
 * frames together decode to width * height * frames pixels, however small each one is.
 */
export const gifBomb = (width = 5_000, height = 5_000, frames = 2): Uint8Array => {
  const u16 = (value: number) => {
    const bytes = Buffer.alloc(2)
    bytes.writeUInt16LE(value)
    return bytes
  }
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // graphic control: 100 ms
    Buffer.from([0x2c]),
    u16(0),
    u16(0),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0, 0, 0, 255, 255, 255]), // a local table of two colours
    Buffer.from([0x02, 0x01, 0x2c, 0x00]), // LZW: clear code, end code
  ])
  return Buffer.concat([
    ascii("GIF89a"),
    u16(width),
    u16(height),
    Buffer.from([0, 0, 0]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ])
}

/** A file of `size` bytes (default one over the 10,000,000 limit) that starts like a real PNG. */
export const oversizedPng = (size = 10_000_001): Uint8Array => {
  const bytes = Buffer.alloc(size)
  pngSignature.copy(bytes)
  return bytes
}

/** A ZIP archive (stored with deflate) of these entries, as office documents are. */
export const zipArchive = (entries: Record<string, string | Uint8Array>): Uint8Array => {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const raw = typeof content === "string" ? Buffer.from(content) : Buffer.from(content)
    const packed = deflateRawSync(raw)
    const fileName = Buffer.from(name)
    const common = Buffer.alloc(26)
    common.writeUInt16LE(20, 0) // version needed
    common.writeUInt16LE(0, 2) // flags
    common.writeUInt16LE(8, 4) // deflate
    common.writeUInt32LE(0, 6) // time, date
    common.writeUInt32LE(crc32(raw), 10)
    common.writeUInt32LE(packed.length, 14)
    common.writeUInt32LE(raw.length, 18)
    common.writeUInt16LE(fileName.length, 22)
    common.writeUInt16LE(0, 24) // extra length
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, fileName, packed])
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    common.copy(central, 6)
    central.writeUInt32LE(offset, 42)
    centrals.push(Buffer.concat([central, fileName]))
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length, 8)
  end.writeUInt16LE(centrals.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The main part's content type of each Office Open XML kind, as [Content_Types].xml names it. */
export const officeOpenXmlTypes = {
  docx: [
    "word/document.xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  ],
  docm: ["word/document.xml", "application/vnd.ms-word.document.macroEnabled.main+xml"],
  xlsx: ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"],
  xlsm: ["xl/workbook.xml", "application/vnd.ms-excel.sheet.macroEnabled.main+xml"],
  xlsb: ["xl/workbook.bin", "application/vnd.ms-excel.sheet.binary.macroEnabled.main"],
  pptx: [
    "ppt/presentation.xml",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  ],
  pptm: ["ppt/presentation.xml", "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml"],
} as const

/** A minimal Office Open XML package of this kind (a ZIP with [Content_Types].xml and its main part). */
export const officeOpenXml = (kind: keyof typeof officeOpenXmlTypes): Uint8Array => {
  const [part, contentType] = officeOpenXmlTypes[kind]
  return zipArchive({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: "<root/>",
  })
}

/** The stream that names each legacy (OLE2 compound file) Office kind. */
export const compoundFileStreams = {
  doc: "WordDocument",
  xls: "Workbook",
  ppt: "PowerPoint Document",
} as const

/**
 * The start of a legacy Office file (an OLE2 compound file): its signature, and a directory entry naming the
 * kind's main stream in UTF-16LE, which is what tells a .doc from a .xls.
 */
export const compoundFile = (kind: keyof typeof compoundFileStreams): Uint8Array => {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  const entry = Buffer.alloc(128)
  Buffer.from("Root Entry", "utf16le").copy(entry)
  const main = Buffer.alloc(128)
  Buffer.from(compoundFileStreams[kind], "utf16le").copy(main)
  return Buffer.concat([header, entry, main])
}

/** A PDF's first bytes and a tiny body. */
export const pdf = (): Uint8Array =>
  ascii("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")

export const gif = (): Uint8Array =>
  Buffer.concat([
    ascii("GIF89a"),
    Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
  ])

export const svg = (body = '<rect width="10" height="10" fill="#36f"/>'): Uint8Array =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`,
  )

/** SVGs that carry script in the ways browsers run it. */
export const scriptedSvgs = (): HostileFile[] =>
  [
    ["script element", "<script>window.__xss=1</script>"],
    ["event handler", '<rect width="10" height="10" onload="window.__xss=1"/>'],
    ["javascript link", '<a href="javascript:window.__xss=1"><text>x</text></a>'],
    ["xlink javascript", '<a xlink:href="javascript:window.__xss=1"><text>x</text></a>'],
    [
      "foreignObject html",
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:1"/></foreignObject>',
    ],
    [
      "animate to javascript",
      '<a><animate attributeName="href" to="javascript:window.__xss=1"/><text>x</text></a>',
    ],
    ["entity expansion", ""],
  ].map(([label, body]) => ({
    label: `SVG with ${label}`,
    bytes:
      label === "entity expansion"
        ? Buffer.from(
            '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
          )
        : svg(body),
    name: "drawing.svg",
    type: "image/svg+xml",
  }))

/**
 * Files whose content is not what their name and declared type say. `image` is a real PNG or JPEG that
 * some of them wrap or imitate.
 */
export const disguisedFiles = (): HostileFile[] => [
  {
    label: "SVG with script named .png",
    bytes: svg("<script>1</script>"),
    name: "me.png",
    type: "image/png",
  },
  {
    label: "HTML named .jpg",
    bytes: ascii("<html><script>1</script></html>"),
    name: "me.jpg",
    type: "image/jpeg",
  },
  {
    label: "Windows executable named .jpg",
    bytes: Buffer.concat([ascii("MZ"), Buffer.alloc(200)]),
    name: "me.jpg",
    type: "image/jpeg",
  },
  { label: "PDF named .png", bytes: pdf(), name: "me.png", type: "image/png" },
  { label: "GIF named .png", bytes: gif(), name: "me.png", type: "image/png" },
  { label: "ZIP named .jpg", bytes: zipArchive({ "a.txt": "a" }), name: "me.jpg", type: "image/jpeg" },
  { label: "empty file", bytes: new Uint8Array(0), name: "me.png", type: "image/png" },
  {
    label: "GIF/JavaScript polyglot",
    bytes: ascii("GIF89a/*\x00\x00*/=alert(1)//"),
    name: "me.jpg",
    type: "image/jpeg",
  },
]

/** Files that start right but break inside: the decoder must refuse them, not crash or hang. */
export const brokenImages = (png: Uint8Array): HostileFile[] => [
  {
    label: "PNG cut short",
    bytes: png.subarray(0, Math.min(40, png.length)),
    name: "me.png",
    type: "image/png",
  },
  { label: "PNG signature only", bytes: pngSignature, name: "me.png", type: "image/png" },
  {
    label: "JPEG start marker only",
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    name: "me.jpg",
    type: "image/jpeg",
  },
]

/** Decompression bombs: tiny files that declare enormous images. */
export const imageBombs = (smallJpeg: Uint8Array): HostileFile[] => [
  { label: "PNG declaring 50000 x 50000", bytes: pngBomb(), name: "bomb.png", type: "image/png" },
  { label: "PNG declaring 1 x 50000000", bytes: pngBomb(1, 50_000_000), name: "bomb.png", type: "image/png" },
  { label: "JPEG declaring 65000 x 65000", bytes: jpegBomb(smallJpeg), name: "bomb.jpg", type: "image/jpeg" },
]

/** A base64 data URL, as the JSON transport carries files. */
export const dataUrl = (file: { bytes: Uint8Array; type: string }) =>
  `data:${file.type};base64,${Buffer.from(file.bytes).toString("base64")}`
