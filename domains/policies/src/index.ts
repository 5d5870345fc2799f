export { defaultPolicies, ensureDefaultPolicies } from "./defaults"
export { type PolicyEvent, type PolicyVersionPublishedData, policyStreamId } from "./policy"
export { type PolicyCommand, policyDecider } from "./policy.decide"
export {
  type PolicySignaturesEvent,
  type PolicySignedData,
  policySignaturesStreamId,
} from "./policy-signatures"
export { type PolicySignaturesCommand, policySignaturesDecider } from "./policy-signatures.decide"
export { createPoliciesService, type PoliciesService, type PoliciesServiceDeps } from "./service"
