import { artifactMessages, listingMessages } from "@ignite/contracts/texts"

/** The listing view's texts: the contracts' (spec 02 §2 and §8 verbatim where the spec has them), by one name. */
export const listingViewMessages = {
  ...listingMessages,
  noLinks: artifactMessages.noLinks,
  noAttachments: artifactMessages.noAttachments,
  awardLoadFailed: artifactMessages.unableToGet("award"),
  noTechnologyTypes: artifactMessages.technologyTypesEmpty("award"),
  nothingToShow: artifactMessages.nothingToShow,
  notAvailable: "N/A",
} as const
