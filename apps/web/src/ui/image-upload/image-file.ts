import { imageUploadMessages } from "./messages"

/** Spec 01 §5 and 02 §5: headshots, logos and other cropped pictures are JPEG or PNG, at most 10,000,000 bytes. */
export const acceptedImageTypes = ["image/jpeg", "image/png"] as const
export const maxImageBytes = 10_000_000

/** The `accept` attribute of the file input, so the browser's picker offers the same types. */
export const acceptAttribute = acceptedImageTypes.join(",")

/**
 * Why a chosen file cannot be used, or undefined when it can. Judged on what the browser reports; the
 * server checks the bytes again, and a file that lies about its type fails when it is decoded.
 */
export const imageFileError = (file: {
  readonly type: string
  readonly size: number
}): string | undefined => {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return imageUploadMessages.wrongType
  if (file.size > maxImageBytes) return imageUploadMessages.tooLarge
  return undefined
}
