import sharp from "sharp"

/** The spec's upload limit ("10MB filesize limit"): 10,000,000 bytes. */
export const maxUploadBytes = 10_000_000
/** Pixels an uploaded image may declare: a decompression bomb declares billions in a few bytes. */
export const maxImagePixels = 40_000_000

/** What the bytes are, by their first bytes, not by the name or the browser's word. */
export const sniffImage = (bytes: Uint8Array): "jpeg" | "png" | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg"
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png"
  return undefined
}

/**
 * Why an image was refused. Each domain says it in its own words (a headshot, a logo, an attachment);
 * the platform only knows the reason.
 */
export class ImageRejected extends Error {
  constructor(readonly reason: "too-large" | "not-an-image" | "too-many-pixels" | "unreadable") {
    super(`image rejected: ${reason}`)
  }
}

/**
 * A square JPEG from a JPEG or PNG checked by content: centre crop, re-encoded so no metadata (EXIF, GPS)
 * survives, bounded in pixels (decompression bombs) and in bytes. Throws ImageRejected.
 */
export const squareJpeg = async (bytes: Uint8Array, size = 512): Promise<Buffer> => {
  if (bytes.length > maxUploadBytes) throw new ImageRejected("too-large")
  if (!sniffImage(bytes)) throw new ImageRejected("not-an-image")
  // the header alone says how big the decoded image would be: refuse a bomb before decoding anything
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height) throw new ImageRejected("unreadable")
  if (width * height > maxImagePixels) throw new ImageRejected("too-many-pixels")
  try {
    return await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" })
      .rotate()
      .resize(size, size, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    throw new ImageRejected("unreadable")
  }
}
