/** User-visible texts of listings, awards and the award importer (spec 02 §8 verbatim where it has them). */
export const listingMessages = {
  loadFailed: "Unable to get listing data; please try again later",
  publishFailed: "Failed to publish listing. Please try again",
  unpublishFailed: "Failed to unpublish listing. Please try again",
  published: "Successfully published listing.",
  unpublished: "Successfully unpublished listing.",
  awardsTooltip: "Award data comes from third-party sources and may lag behind the source.",
} as const

/** The organisation/listing form's field messages (spec 02 §5). */
export const listingFormMessages = {
  minimumTwo: "Must be a minimum of 2 characters",
  invalidWebsite: "Invalid website url",
  yearOutOfBounds: "Year should be between 1700 and the current year",
  capabilityStatement: "Must be at least 50 characters",
  logoRequired: "required",
  unknownItem: "is not in the list",
  pointOfContactNotMember: "must be a user of the account",
} as const

export const listingErrors = {
  ImportFileRejected: { status: 400, message: "This is not an SBIR.gov award file." },
  ImportInProgress: { status: 409, message: "An import is already running. Wait for it to finish." },
  PaymentRequired: {
    status: 402,
    message:
      "Your storefront can be published again once your account's payments are in good standing. Please contact support.",
  },
} as const
