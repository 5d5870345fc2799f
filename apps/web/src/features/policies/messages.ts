import type { SignableKind } from "@ignite/contracts"

// The spec's texts (01 §8 "Terms"), as in @ignite/contracts' policyMessages. Copied, not imported: the
// contracts index would bring effect's Schema into these pages; messages.unit.test.ts keeps them in step.
export const policyMessages = {
  loadTerms: "Failed to load terms. Please try again.",
  loadPrivacy: "Failed to load privacy statement. Please try again.",
  loadPolicy: "Failed to load policy. Please try again.",
  loadTermsAndPrivacy: "Failed to load terms and privacy data. Please try again.",
  signTerms: "Failed to sign terms. Please try again",
  signPrivacy: "Failed to sign privacy. Please try again",
} as const

export const signFailedMessage = (kind: SignableKind) =>
  kind === "terms" ? policyMessages.signTerms : policyMessages.signPrivacy
