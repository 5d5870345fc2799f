import { AppError, profileMessages } from "@ignite/contracts"
import { ImageRejected, squareJpeg } from "@ignite/platform"

/**
 * A headshot as stored: a square JPEG without metadata (the platform's image processing), refused in the
 * profile form's words (spec 01 §8).
 */
export const processHeadshot = async (bytes: Uint8Array): Promise<Buffer> => {
  try {
    return await squareJpeg(bytes, 512)
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error
    if (error.reason === "too-large") throw new AppError("PayloadTooLarge", profileMessages.headshotTooLarge)
    if (error.reason === "not-an-image")
      throw new AppError("UnsupportedMediaType", profileMessages.headshotType)
    throw new AppError("ValidationFailed", profileMessages.headshotFailed, [
      {
        path: "headshot",
        message:
          error.reason === "too-many-pixels"
            ? profileMessages.headshotTooManyPixels
            : profileMessages.headshotUnreadable,
      },
    ])
  }
}
