import { dropdownTexts } from "./first-view"

/** User-visible texts of listings, awards and the award importer (spec 02 §8 verbatim where it has them). */
export const listingMessages = {
  loadFailed: "Unable to get listing data; please try again later",
  publishFailed: "Failed to publish listing. Please try again",
  unpublishFailed: "Failed to unpublish listing. Please try again",
  published: "Successfully published listing.",
  unpublished: "Successfully unpublished listing.",
  awardsTooltip: "Award data comes from third-party sources and may lag behind the source.",
  noCapabilities: "No statement of capabilities",
  awardsLoadFailed: "Error loading awards",
  /** Spec 02 §8 leaves the visibility successes' wording open: these say who can now see the listing. */
  visibleToEveryone: "Your listing is now visible to all government users.",
  visibleToVisionOnly: "Your listing is now visible to VISION users only.",
  visibilityFailed: "Failed to change listing visibility. Please try again",
  edited: "Successfully updated listing.",
  editFailed: "Failed to update listing. Please try again",
  noPointOfContact: "No Point of Contact Data",
  /** Spec 02 §8: a failure other than NoUserPointOfContact, notified; the card itself says 'Error loading data'. */
  primaryContactLoadFailed: "Failed to load primary contact data. Please try again.",
  pointOfContactLoadFailed: "Error loading data",
  /**
   * Spec 02 §8 names these by their start ('Failed to load listing business classifications data...'): the
   * lists a listing's form chooses from could not be loaded. Finished as the primary contact's is.
   */
  businessClassificationsLoadFailed:
    "Failed to load listing business classifications data. Please try again.",
  technologyLoadFailed: "Failed to load listing technology data. Please try again.",
  socialMediaLoadFailed: "Failed to load listing social media data. Please try again.",
  naicsCodesLoadFailed: "Failed to load listing NAICS code data. Please try again.",
  pointOfContactUsersFailed: "Failed to get user data. Please try again",
  dropdownLoadFailed: dropdownTexts.loadFailed,
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

/** The admins' accounts screen (payment status; the spec shows no texts for it). */
export const paymentStatusMessages = {
  labels: { none: "Not set", good_standing: "Good standing", past_due: "Past due" },
  setFailed: "Failed to set the payment status. Please try again",
  loadFailed: "Unable to load the accounts. Please try again.",
} as const

export const listingErrors = {
  /** The storefront names no point of contact, or the one it names is no longer a user of the account. */
  NoUserPointOfContact: { status: 404, message: "No Point of Contact Data" },
  ImportFileRejected: { status: 400, message: "This is not an SBIR.gov award file." },
  ImportInProgress: { status: 409, message: "An import is already running. Wait for it to finish." },
  PaymentRequired: {
    status: 402,
    message:
      "Your storefront can be published again once your account's payments are in good standing. Please contact support.",
  },
} as const
