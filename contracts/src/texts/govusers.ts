import { visionLinkTexts } from "./first-view"

/** Texts of government sign-up, the government profile and VISION (spec 01 §2, §5, §8), verbatim. */
export const govUserMessages = {
  emailNotAllowed:
    "This email is not currently allowed for Ignite government user signup. Please contact support to request access.",
  visionUserExists: "A User with your Vision email already exists. Please log in.",
  lineOfEffortRequired: "need at least one valid line of effort",
  lineOfEffortTooLong: "Must be at most 300 characters",
  linesOfEffortTooMany: "No more than 6 lines of effort",
  linesOfEffortHint: "More than 20 words is better",
  technologyTypeRequired: "Select at least one technology type",
  classificationRequired: "Select at least one classification",
  organizationRequired: "Select an organization",
  profileDetailTooShort: "Must be at least 2 characters",
  unclassifiedRequired: "Affirm that the information you provide is unclassified (non-CUI)",
  invalidYear: "Enter a year",
  notANumber: "Must be a number",
  yearOutOfBounds: (min: number, max: number) => `Must be a year from ${min} to ${max}`,
  activeTooltip: "Active in the last 90 days",
  govUserLoadFailed: "Error retrieving gov user. Please try again.",
  otherCategory: "Other",
  visionTokenInvalid: visionLinkTexts.visionTokenInvalid,
  visionTokenExpired: "This VISION link has expired. Please return to VISION and try again.",
  visionTokenForeign: "This VISION link belongs to a different email address.",
  visionLinked: visionLinkTexts.visionLinked,
  allowListEntryInvalid: "Enter a domain (such as .gov or agency.gov) or a full email address",
  allowListEntryExists: "This entry is already on the allow list.",
  allowListEntryMissing: "This entry is not on the allow list.",
  allowMessageRequests: "Allow New Company Messages",
} as const

/** Error codes of this domain: HTTP status and default message. */
export const govUserErrors = {
  EmailNotAllowed: { status: 422, message: govUserMessages.emailNotAllowed },
  InvalidVisionToken: { status: 422, message: govUserMessages.visionTokenInvalid },
  ExpiredVisionToken: { status: 422, message: govUserMessages.visionTokenExpired },
} as const

/** Years of government service (spec 01 §4): current year minus govEmployeeSinceYear, in buckets. */
export const serviceYearsBucket = (sinceYear: number | null | undefined, currentYear: number) => {
  if (sinceYear === null || sinceYear === undefined) return null
  const years = currentYear - sinceYear
  if (years <= 5) return "0-5"
  if (years <= 10) return "6-10"
  if (years <= 15) return "11-15"
  if (years <= 20) return "16-20"
  return "20+"
}

/** The connector chip by activeChatThreadsCount (spec 01 §4): nothing below 1. */
export const connectorTier = (activeChatThreadsCount: number) => {
  if (activeChatThreadsCount >= 50) return { name: "Giga Connector", badge: "50+" }
  if (activeChatThreadsCount >= 25) return { name: "Ultra Connector", badge: "25+" }
  if (activeChatThreadsCount >= 10) return { name: "Mega Connector", badge: "10+" }
  if (activeChatThreadsCount >= 5) return { name: "Super Connector", badge: "5+" }
  if (activeChatThreadsCount >= 1) return { name: "Connector", badge: "1+" }
  return null
}

/** Lines of effort (spec 01 §9). */
export const linesOfEffortLimits = { maxItems: 6, maxLength: 300, hintWords: 20 } as const
export const activeWindowDays = 90
export const defaultGovEmailAllowList = [".mil", ".gov", "ignite.local"] as const
