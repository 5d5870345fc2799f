import {
  type Account,
  type AccountMember,
  type AccountPublic,
  type AccountUsersPage,
  type AdminAccountsPage,
  type AdminUsersPage,
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
import type { ReferenceItem } from "@ignite/domain-reference"
import type { Queryable } from "@ignite/platform"
import {
  accountUsersPage,
  adminAccountsPage,
  findAccount,
  findAccountByUniqueEntityId,
  findAccountMember,
  findInvite,
} from "@ignite/projection-accounts"
import { type AdminUsersFilter, adminUsersPage, findCurrentUser } from "@ignite/projection-current-users"
import { isVisionLinked } from "@ignite/projection-gov-users"
import {
  type AwardsOfListingQuery,
  artifactItemsOfListing,
  awardsOfListing,
  findAward,
  findListing,
  findListingOfAccount,
  type ListingNames,
  recentViews,
} from "@ignite/projection-listings"
import {
  latestPolicyDocument,
  policyDocumentHistory,
  unsignedLatestDocuments,
  unsignedLatestKinds,
} from "@ignite/projection-policies"
import type { ReferenceLists } from "./reference-lists"

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
  /** One user of the account; undefined when they are not (or no longer) one of its users. */
  accountMember(accountId: string, userId: string): Promise<AccountMember | undefined>
  /** Every company account, for admins (by name, narrowed by part of the name or the UEI). */
  adminAccounts(page: PageRequest & { search?: string | undefined }): Promise<AdminAccountsPage>
  /** Every user, for admins (by name, narrowed to an address or a role's holders), with their roles. */
  adminUsers(filter: AdminUsersFilter, page: PageRequest): Promise<AdminUsersPage>
  /** Whether the user is a government user linked to VISION (VISION-only storefronts are theirs to see). */
  visionLinked(userId: string): Promise<boolean>
  /** A storefront by id, whoever may see it (visibility is the adapter's check). */
  listing(listingId: string): Promise<ListingView>
  /** The account's storefront (every registered account has one). */
  listingOfAccount(accountId: string): Promise<ListingView>
  awardsOfListing(listingId: string, query: AwardsOfListingQuery): Promise<AwardsPage>
  /** One award of the listing; NotFound when it belongs to another listing. */
  award(listingId: string, awardId: string): Promise<Award>
}

/**
 * A storefront with its last 30 days' views and its artifacts' links and attachments, or the spec's load
 * failure when there is none.
 */
const withViews = async (db: Queryable, listing: ListingView | undefined): Promise<ListingView> => {
  if (!listing) throw new AppError("NotFound", listingMessages.loadFailed)
  const [views, items] = await Promise.all([
    recentViews(db, listing.id, new Date()),
    artifactItemsOfListing(db, listing.id),
  ])
  return {
    ...listing,
    views,
    listingArtifactLinks: items.links,
    listingArtifactAttachments: items.attachments,
  }
}

/**
 * A list's names by id, built once per list: the reference lists answer the same array object until the
 * list changes, so a listing read costs two map lookups per item, and a rename makes a new array (and map).
 */
const namesByList = new WeakMap<readonly ReferenceItem[], ReadonlyMap<string, string>>()
const namesOf = (items: readonly ReferenceItem[]) => {
  const known = namesByList.get(items)
  if (known) return known
  const names = new Map(items.map((item) => [item.id, item.name]))
  namesByList.set(items, names)
  return names
}

/** Classification and technology type names as admins last left them (from memory, no query). */
export const listingNames = async (lists: ReferenceLists): Promise<ListingNames> => {
  const [classifications, technologyTypes] = await Promise.all([
    lists("businessClassifications"),
    lists("technologyTypes"),
  ])
  const classificationNames = namesOf(classifications)
  const technologyTypeNames = namesOf(technologyTypes)
  return {
    businessClassification: (id) => classificationNames.get(id) ?? id,
    technologyType: (id) => technologyTypeNames.get(id) ?? id,
  }
}

/**
 * A facade's share of the read models' queries, made once per `Reads`: the facades at another clock
 * (`atClock`) hand out the same object, as they share the read models themselves. What else the share is
 * built from (`with`: the system's connection, its reference lists) belongs to the same system as the `Reads`.
 */
export const shareOfReads = <Share, With = undefined>(pick: (reads: Reads, built: With) => Share) => {
  const made = new WeakMap<Reads, Share>()
  return (reads: Reads, ...[built]: With extends undefined ? [] : [With]): Share => {
    const share = made.get(reads) ?? pick(reads, built as With)
    made.set(reads, share)
    return share
  }
}

export const createReads = (db: Queryable, lists: ReferenceLists): Reads => ({
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
  accountMember: (accountId, userId) => findAccountMember(db, accountId, userId),
  adminAccounts: (page) => adminAccountsPage(db, page),
  adminUsers: (filter, page) => adminUsersPage(db, filter, page),
  visionLinked: (userId) => isVisionLinked(db, userId),
  listing: async (listingId) => withViews(db, await findListing(db, listingId, await listingNames(lists))),
  listingOfAccount: async (accountId) =>
    withViews(db, await findListingOfAccount(db, accountId, await listingNames(lists))),
  awardsOfListing: (listingId, query) => awardsOfListing(db, listingId, query),
  async award(listingId, awardId) {
    const award = await findAward(db, awardId)
    if (!award || award.listingId !== listingId)
      throw new AppError("NotFound", "Unable to get award data; please try again later")
    return award
  },
})
