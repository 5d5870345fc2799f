// The spec's texts (01 §5, §8; 02 §5, §8), as in @ignite/contracts' profileMessages, which the server also
// answers with. Copied, not imported, so this widget does not pull effect's Schema into every form that
// uses it; messages.unit.test.ts keeps the two in step.
export const imageUploadMessages = {
  tooLarge: "10MB filesize limit",
  wrongType: "Only JPEG and PNG images can be uploaded.",
  processingFailed: "Something went wrong while processing image, please try again later",
} as const

/** Spec 02 §9: cropping settles this long after the last move before the image is cut. */
export const cropDebounceMs = 300

/** Spec 01 §8: the processing failure shows as an error for 3 s. */
export const processingFailedNotification = {
  message: imageUploadMessages.processingFailed,
  severity: "danger",
  autoClearMs: 3000,
} as const
