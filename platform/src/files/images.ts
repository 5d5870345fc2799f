import { AppError, profileMessages } from "@ignite/contracts"
import sharp from "sharp"

export const maxUploadBytes = 10_000_000

/** What the bytes are, by their first bytes, not by the name or the browser's word. */
export const sniffImage = (bytes: Uint8Array): "jpeg" | "png" | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg"
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png"
  return undefined
}

/**
 * A headshot as stored: JPEG or PNG in, checked by content; out a square JPEG (centre crop, the client
 * usually sent it square already), re-encoded so no metadata (EXIF, GPS) survives, and bounded in size.
 */
export const processHeadshot = async (bytes: Uint8Array, size = 512): Promise<Buffer> => {
  if (bytes.length > maxUploadBytes) throw new AppError("PayloadTooLarge", profileMessages.headshotTooLarge)
  if (!sniffImage(bytes)) throw new AppError("UnsupportedMediaType", profileMessages.headshotType)
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize(size, size, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    throw new AppError("ValidationFailed", profileMessages.headshotFailed, [
      { path: "headshot", message: "The image could not be read." },
    ])
  }
}
