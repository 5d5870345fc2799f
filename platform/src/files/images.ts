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
 * The header alone says how big the decoded image would be: a bomb is refused before anything is decoded.
 * Animated, every frame is decoded, so every frame counts.
 */
const refuseBombs = async (bytes: Uint8Array, animated: boolean) => {
  const { width, height, pages } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, pages: undefined }))
  if (!width || !height) throw new ImageRejected("unreadable")
  if (width * height * (animated ? (pages ?? 1) : 1) > maxImagePixels)
    throw new ImageRejected("too-many-pixels")
}

/**
 * A square JPEG from a JPEG or PNG checked by content: centre crop, re-encoded so no metadata (EXIF, GPS)
 * survives, bounded in pixels (decompression bombs) and in bytes. Throws ImageRejected.
 */
export const squareJpeg = async (bytes: Uint8Array, size = 512): Promise<Buffer> => {
  if (bytes.length > maxUploadBytes) throw new ImageRejected("too-large")
  if (!sniffImage(bytes)) throw new ImageRejected("not-an-image")
  await refuseBombs(bytes, false)
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

/** The image attachment types re-encoded before they are stored. */
export type ReencodedImageType = "jpeg" | "png" | "gif"

/**
 * An image attachment as it will be stored and shown: decoded and encoded again in the same format, so
 * nothing the uploader's camera or editor wrote (EXIF with GPS, ICC profile, XMP, PNG text chunks, GIF
 * comments) and no bytes hidden after the image survive; the orientation is applied to the pixels, since
 * the tag saying it goes. Every frame of an animated GIF is kept. `type` is the type the content check
 * found; bytes of another format are refused as not that image. Throws ImageRejected.
 */
export const reencodeImage = async (bytes: Uint8Array, type: ReencodedImageType): Promise<Buffer> => {
  if (bytes.length > maxUploadBytes) throw new ImageRejected("too-large")
  const animated = type === "gif"
  await refuseBombs(bytes, animated)
  try {
    const image = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error", animated })
    const { format } = await image.metadata()
    if (format !== type) throw new ImageRejected("not-an-image")
    // sharp writes no metadata unless asked (keepMetadata / withMetadata): leaving it out is the stripping
    const oriented = animated ? image : image.rotate()
    if (type === "jpeg") return await oriented.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    if (type === "png") return await oriented.png({ compressionLevel: 9 }).toBuffer()
    return await oriented.gif().toBuffer()
  } catch (error) {
    if (error instanceof ImageRejected) throw error
    throw new ImageRejected("unreadable")
  }
}
