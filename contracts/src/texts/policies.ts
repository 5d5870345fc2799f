import type { PolicyKind } from "../policies"

/** How each policy is named in messages. */
export const policyTitles: Record<PolicyKind, string> = {
  terms: "terms of service",
  privacy: "privacy statement",
  antiSpam: "anti-spam policy",
}

/** Field problems of the publish form, said the same by the input check and the decider. */
export const policyFieldMessages = {
  atLeastTwo: "Must be a minimum of 2 characters",
  isoDate: "Must be a date in the form YYYY-MM-DD",
} as const

/** The texts the web app shows (spec 01 §8 "Terms"). */
export const policyMessages = {
  loadTerms: "Failed to load terms. Please try again.",
  loadPrivacy: "Failed to load privacy statement. Please try again.",
  loadPolicy: "Failed to load policy. Please try again.",
  loadTermsAndPrivacy: "Failed to load terms and privacy data. Please try again.",
  signTerms: "Failed to sign terms. Please try again",
  signPrivacy: "Failed to sign privacy. Please try again",
} as const

/**
 * The policies domain's codes in the catalogue (the spec gives no text for them). The decider says which
 * policy in its message (`policyErrors` in policies.ts); these are the defaults.
 */
export const policyErrorCatalogue = {
  OutdatedPolicy: {
    status: 409,
    message:
      "A newer version of this policy has been published. Please review and agree to the latest version.",
  },
  PolicyNotSignable: {
    status: 400,
    message: "The anti-spam policy is for reading only; it cannot be signed.",
  },
} as const
