import {
  type Account,
  type AccountPublic,
  type AccountUsersPage,
  AppError,
  type Award,
  type AwardsPage,
  type CurrentUser,
  identityMessages,
  type ListingView,
  listingMessages,
  type PageRequest,
  type PolicyDocument,
  type PolicyKind,
  policyNotFoundMessage,
  type SignableKind,
  type UnsignedPolicy,
  type UserInvite,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import {
  accountUsersPage,
  findAccount,
  findAccountByUniqueEntityId,
  findInvite,
} from "@ignite/projection-accounts"
import { findCurrentUser } from "@ignite/projection-current-users"
import {
  type AwardsOfListingQuery,
  awardsOfListing,
  findAward,
  findListing,
  findListingOfAccount,
  recentViews,
} from "@ignite/projection-listings"
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
  account(accountId: string): Promise<Account>
  /** The claim screen's check: undefined for a UEI nobody registered. */
  accountByUniqueEntityId(uniqueEntityId: string): Promise<AccountPublic | undefined>
  accountUsers(accountId: string, page: PageRequest & { includeInvites: boolean }): Promise<AccountUsersPage>
  invite(accountId: string, inviteId: string): Promise<UserInvite>
  /** A storefront by id, whoever may see it (visibility is the adapter's check). */
  listing(listingId: string): Promise<ListingView>
  /** The account's storefront (every registered account has one). */
  listingOfAccount(accountId: string): Promise<ListingView>
  awardsOfListing(listingId: string, query: AwardsOfListingQuery): Promise<AwardsPage>
  /** One award of the listing; NotFound when it belongs to another listing. */
  award(listingId: string, awardId: string): Promise<Award>
}

/** A storefront with its last 30 days' views, or the spec's load failure when there is none. */
const withViews = async (db: Queryable, listing: ListingView | undefined): Promise<ListingView> => {
  if (!listing) throw new AppError("NotFound", listingMessages.loadFailed)
  return { ...listing, views: await recentViews(db, listing.id, new Date()) }
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
  async account(accountId) {
    const account = await findAccount(db, accountId)
    if (!account) throw new AppError("NotFound", "There is no such account.")
    return account
  },
  accountByUniqueEntityId: (uniqueEntityId) => findAccountByUniqueEntityId(db, uniqueEntityId),
  accountUsers: (accountId, page) => accountUsersPage(db, accountId, page),
  async invite(accountId, inviteId) {
    const invite = await findInvite(db, accountId, inviteId)
    if (!invite) throw new AppError("NotFound", "There is no such invite.")
    return invite
  },
  listing: async (listingId) => withViews(db, await findListing(db, listingId)),
  listingOfAccount: async (accountId) => withViews(db, await findListingOfAccount(db, accountId)),
  awardsOfListing: (listingId, query) => awardsOfListing(db, listingId, query),
  async award(listingId, awardId) {
    const award = await findAward(db, awardId)
    if (!award || award.listingId !== listingId)
      throw new AppError("NotFound", "Unable to get award data; please try again later")
    return award
  },
})
