import { listingMessages } from "@ignite/contracts/texts"

/** The listing view's texts (spec 02 §2 and §8 verbatim where the spec has them). */
export const listingViewMessages = {
  ...listingMessages,
  noLinks: "No Links to Show",
  noPointOfContact: "No Point of Contact Data",
  noCapabilities: "No statement of capabilities",
  noAttachments: "No Attachments to Show",
  awardsLoadFailed: "Error loading awards",
  awardLoadFailed: "Unable to get award data; please try again later",
  noTechnologyTypes: "Technology types not available for this award.",
  nothingToShow: "Nothing to show",
  notAvailable: "N/A",
} as const
