import type { PolicyKind } from "@ignite/contracts"

// The contracts' policyKinds, copied rather than imported: the route's search validation runs in the first
// bundle, and the contracts index would bring effect's Schema (~24 kB gzip) into it. The unit test keeps
// the two in step.
export const adminPolicyKinds: readonly PolicyKind[] = ["terms", "privacy", "antiSpam"]

export const defaultPolicyKind: PolicyKind = "terms"

export const isPolicyKind = (value: unknown): value is PolicyKind =>
  (adminPolicyKinds as readonly unknown[]).includes(value)
