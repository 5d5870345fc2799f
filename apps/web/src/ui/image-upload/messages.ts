import { profileMessages } from "@ignite/contracts/texts"

/** What the upload widget says (spec 01 §5, §8; 02 §5, §8): the server answers with the same texts. */
export const imageUploadMessages = {
  tooLarge: profileMessages.headshotTooLarge,
  wrongType: profileMessages.headshotType,
  processingFailed: profileMessages.headshotFailed,
} as const

/** Spec 02 §9: cropping settles this long after the last move before the image is cut. */
export const cropDebounceMs = 300

/** Spec 01 §8: the processing failure shows as an error for 3 s. */
export const processingFailedNotification = {
  message: imageUploadMessages.processingFailed,
  severity: "danger",
  autoClearMs: 3000,
} as const
