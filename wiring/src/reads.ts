import {
  AppError,
  type CurrentUser,
  identityMessages,
  type PolicyDocument,
  type PolicyKind,
  policyNotFoundMessage,
  type SignableKind,
  type UnsignedPolicy,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { findCurrentUser } from "@ignite/projection-current-users"
import {
  latestPolicyDocument,
  policyDocumentHistory,
  unsignedLatestDocuments,
  unsignedLatestKinds,
} from "@ignite/projection-policies"

/** The read models' queries as adapters use them: DTOs out, the spec's errors for what is missing. */
export interface Reads {
  currentUser(userId: string): Promise<CurrentUser>
  /** The version in force; NotFound while none was published. */
  latestPolicy(kind: PolicyKind): Promise<PolicyDocument>
  /** Every version, newest first. */
  policyHistory(kind: PolicyKind): Promise<PolicyDocument[]>
  /** Which of terms and privacy the user still has to agree to (the MissingTermsPrivacy check). */
  unsignedPolicyKinds(userId: string): Promise<SignableKind[]>
  /** The same, with the document to agree to. */
  unsignedPolicies(userId: string): Promise<UnsignedPolicy[]>
}

export const createReads = (db: Queryable): Reads => ({
  async currentUser(userId) {
    const user = await findCurrentUser(db, userId)
    if (!user) throw new AppError("NotFound", identityMessages.userDataLoadFailed)
    return user
  },
  async latestPolicy(kind) {
    const document = await latestPolicyDocument(db, kind)
    if (!document) throw new AppError("NotFound", policyNotFoundMessage(kind))
    return document
  },
  policyHistory: (kind) => policyDocumentHistory(db, kind),
  unsignedPolicyKinds: (userId) => unsignedLatestKinds(db, userId),
  unsignedPolicies: (userId) => unsignedLatestDocuments(db, userId),
})
