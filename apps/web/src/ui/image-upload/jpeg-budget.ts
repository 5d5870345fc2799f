/**
 * The cropped JPEG travels as a base64 data URL in a JSON body (a third larger than its bytes), so it is
 * kept well under the gateway's 1 MiB body limit: a detailed crop steps its quality down, and only if the
 * lowest quality is still too large does it shrink. The server re-encodes to 512 px anyway.
 */
export const maxCroppedBytes = 700_000
export const jpegQualities = [0.9, 0.8, 0.7, 0.6, 0.5] as const
const shrinkFactor = 0.75

export type EncodeJpeg = (side: number, quality: number) => Promise<Blob>

/** The first encoding within the budget, best quality and largest side first; at 1 px, whatever it is. */
export const encodeWithinBudget = async (
  encode: EncodeJpeg,
  side: number,
  budget = maxCroppedBytes,
): Promise<Blob> => {
  let current = Math.max(1, Math.round(side))
  for (;;) {
    let blob: Blob | undefined
    for (const quality of jpegQualities) {
      blob = await encode(current, quality)
      if (blob.size <= budget) return blob
    }
    if (current === 1 && blob) return blob
    current = Math.max(1, Math.floor(current * shrinkFactor))
  }
}
