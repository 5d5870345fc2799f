/** User-visible texts of listings, awards and the award importer (spec 02 §8 verbatim where it has them). */
export const listingMessages = {
  loadFailed: "Unable to get listing data; please try again later",
  publishFailed: "Failed to publish listing. Please try again",
  unpublishFailed: "Failed to unpublish listing. Please try again",
  published: "Successfully published listing.",
  unpublished: "Successfully unpublished listing.",
  awardsTooltip: "Award data comes from third-party sources and may lag behind the source.",
} as const

export const listingErrors = {
  ImportFileRejected: { status: 400, message: "This is not an SBIR.gov award file." },
  ImportInProgress: { status: 409, message: "An import is already running. Wait for it to finish." },
} as const
