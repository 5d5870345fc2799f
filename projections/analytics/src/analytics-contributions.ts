import { dafOrganizationIds } from "@ignite/contracts"

/**
 * What each fact row adds to the dashboard's counters (`analytics_counts`), as a pure function of the row.
 *
 * A handler reads the rows its event touches, applies the event, reads them again, and moves the counters by
 * the difference of the two contributions. So the counters always equal the sum of the contributions of the
 * rows as they are now, whatever order the events came in (a sign-in before its user's registration adds its
 * login once the registration says whose side the user is on) and however often one is delivered (the same
 * row twice, no difference). The statistics then read a few dozen counter rows instead of counting millions
 * of facts. The fact rows stay the record; the counters are their running sums.
 */

/** A counter: its kind, a group within the kind, and a bucket (a month `YYYY-MM`, a type id, an account id). */
export type CounterKey = `${string}|${string}|${string}`
export type Contribution = Map<CounterKey, number>

export const keyOf = (kind: string, group: string, bucket: string): CounterKey => `${kind}|${group}|${bucket}`
export const partsOf = (key: CounterKey) => key.split("|") as [kind: string, group: string, bucket: string]

const add = (into: Contribution, key: CounterKey, n: number) => {
  if (n !== 0) into.set(key, (into.get(key) ?? 0) + n)
}

type Moment = Date | string | null | undefined
const time = (at: Moment) => (at ? new Date(at).getTime() : undefined)
export const monthOf = (at: Date | string) => new Date(at).toISOString().slice(0, 7)
/** The month of the later of two moments, when both are known: when a thing became both. */
const bothMonth = (a: Moment, b: Moment) => {
  const [x, y] = [time(a), time(b)]
  return x === undefined || y === undefined ? undefined : monthOf(new Date(Math.max(x, y)))
}

/** The user groups of the timelines: government users of the Department of the Air Force, other ones, companies. */
export type UserGroup = "gov-daf" | "gov-other" | "company"
export const govGroups: readonly UserGroup[] = ["gov-daf", "gov-other"]

export interface UserFacts {
  readonly role: string | null
  readonly registeredAt: Moment
  readonly organizationId: string | null
  readonly technologyTypeIds: readonly string[]
  readonly visionLinkedAt: Moment
  /** Their sign-ins per month (analytics_user_login_months). */
  readonly logins: ReadonlyArray<{ readonly month: string; readonly n: number }>
}

/**
 * A user counts on their side once their registration says which (admins on none): registered in its month,
 * VISION-linked in the month both were true, their sign-ins in theirs, the technology types of a government
 * user's profile. DAF or not is their organisation today, so a move takes their whole history along.
 */
export const userContribution = (user: UserFacts | undefined): Contribution => {
  const counts: Contribution = new Map()
  const group: UserGroup | undefined =
    user?.role === "gov"
      ? user.organizationId !== null && dafOrganizationIds.includes(user.organizationId)
        ? "gov-daf"
        : "gov-other"
      : user?.role === "company"
        ? "company"
        : undefined
  if (!user || !group) return counts
  for (const { month, n } of user.logins) add(counts, keyOf("logins", group, month), n)
  if (user.registeredAt) add(counts, keyOf("registered", group, monthOf(user.registeredAt)), 1)
  if (group === "company") return counts
  const linked = bothMonth(user.registeredAt, user.visionLinkedAt)
  if (linked) add(counts, keyOf("vision", group, linked), 1)
  for (const type of user.technologyTypeIds) {
    add(counts, keyOf("types", "users", type), 1)
    if (user.visionLinkedAt) add(counts, keyOf("types", "visionUsers", type), 1)
  }
  return counts
}

export interface ListingFacts {
  readonly openedAt: Moment
  readonly technologyTypeIds: readonly string[]
  readonly awardCount: number
  /** Its account's claim (analytics_accounts). */
  readonly claimedAt: Moment
}

/** A storefront counts in the month it opened, as claimed in the month both were true, and under its types. */
export const listingContribution = (listing: ListingFacts | undefined): Contribution => {
  const counts: Contribution = new Map()
  if (!listing) return counts
  if (listing.openedAt) add(counts, keyOf("opened", "", monthOf(listing.openedAt)), 1)
  const claimed = bothMonth(listing.openedAt, listing.claimedAt)
  if (claimed) add(counts, keyOf("claimed", "", claimed), 1)
  for (const type of listing.technologyTypeIds) {
    add(counts, keyOf("types", "listings", type), 1)
    add(counts, keyOf("types", "awards", type), listing.awardCount)
  }
  return counts
}

export interface ArtifactFacts {
  readonly kind: string
  readonly technologyTypeIds: readonly string[]
  readonly removed: boolean
}

/** A product or service, until removed, counts under its types. */
export const artifactContribution = (artifact: ArtifactFacts | undefined): Contribution => {
  const counts: Contribution = new Map()
  if (!artifact || artifact.removed) return counts
  const measure =
    artifact.kind === "product" ? "products" : artifact.kind === "service" ? "services" : undefined
  if (measure) for (const type of artifact.technologyTypeIds) add(counts, keyOf("types", measure, type), 1)
  return counts
}

export interface ThreadFacts {
  readonly accountId: string
  readonly govFirstAt: Moment
  readonly accountFirstAt: Moment
  /** Its messages per month (analytics_thread_months). */
  readonly months: ReadonlyArray<{ readonly month: string; readonly messages: number }>
}

/**
 * A thread's messages count in their months; it is an active conversation in each month it has a message once
 * both sides have written by that month's end; its account is engaged once the government user has written.
 */
export const threadContribution = (thread: ThreadFacts | undefined): Contribution => {
  const counts: Contribution = new Map()
  if (!thread) return counts
  const both = bothMonth(thread.govFirstAt, thread.accountFirstAt)
  for (const { month, messages } of thread.months) {
    add(counts, keyOf("messages", "", month), messages)
    if (both !== undefined && month >= both) add(counts, keyOf("active", "", month), 1)
  }
  if (thread.govFirstAt) add(counts, keyOf("engaged", "", thread.accountId), 1)
  return counts
}

/** after − before, without the zeros: what the counters move by. */
export const difference = (before: Contribution, after: Contribution): Contribution => {
  const delta: Contribution = new Map()
  for (const [key, n] of after) add(delta, key, n - (before.get(key) ?? 0))
  for (const [key, n] of before) if (!after.has(key)) add(delta, key, -n)
  return delta
}
