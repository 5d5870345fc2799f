import type { PolicyKind, SignableKind } from "@ignite/contracts"
import { policyMessages } from "@ignite/contracts/texts"

export { policyMessages }

export const signFailedMessage = (kind: SignableKind) =>
  kind === "terms" ? policyMessages.signTerms : policyMessages.signPrivacy

/** What each policy says when it cannot be loaded (spec 01 §8 "Terms"). */
export const loadFailedMessage: Record<PolicyKind, string> = {
  terms: policyMessages.loadTerms,
  privacy: policyMessages.loadPrivacy,
  antiSpam: policyMessages.loadPolicy,
}
