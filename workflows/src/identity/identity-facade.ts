import type { IdentityService, SessionVerdict } from "@ignite/domain-identity"
import type { PoliciesService } from "@ignite/domain-policies"
import { type Reads, shareOfReads } from "../reads/reads"

/** The identity and policies queries: the current user, the admins' user list, the documents to agree to. */
const identityReads = shareOfReads((reads) => ({
  currentUser: reads.currentUser,
  adminUsers: reads.adminUsers,
  latestPolicy: reads.latestPolicy,
  policyHistory: reads.policyHistory,
  unsignedPolicyKinds: reads.unsignedPolicyKinds,
  unsignedPolicies: reads.unsignedPolicies,
}))

/**
 * What the transports reach of who a person is: their user (sign-up, sign-in, sessions, roles), the terms and
 * privacy documents they agree to (the policies domain: agreeing is one of the session's gates), the session
 * check every authenticated request makes, and the reads of both.
 */
export const createIdentityFacade = (deps: {
  users: IdentityService
  policies: PoliciesService
  /** Session revocation and the confirmation and terms gates, answered from memory (hot reads). */
  checkSession: (userId: string, sessionId: string) => Promise<SessionVerdict>
  /** The read models' queries, of which the facade hands out identity's share. */
  readModels: Reads
}) => ({
  users: deps.users,
  policies: deps.policies,
  checkSession: deps.checkSession,
  reads: identityReads(deps.readModels),
})

export type IdentityFacade = ReturnType<typeof createIdentityFacade>
