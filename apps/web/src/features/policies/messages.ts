import type { SignableKind } from "@ignite/contracts"
import { policyMessages } from "@ignite/contracts/texts"

export { policyMessages }

export const signFailedMessage = (kind: SignableKind) =>
  kind === "terms" ? policyMessages.signTerms : policyMessages.signPrivacy
