import {
  type AccountEventData,
  type ArtifactEvent,
  type AwardEvent,
  artifactEvents,
  awardEvents,
  type ListingEvent,
  listingEvents,
  listingStreamId,
} from "@ignite/contracts/events"
import { type AwardState, awardDecider } from "@ignite/domain-awards"
import {
  type ArtifactState,
  artifactDecider,
  type ListingState,
  listingDecider,
} from "@ignite/domain-listings"
import type { AuditRecord } from "@ignite/platform"

/**
 * A storefront and what hangs off it, folded from the log up to a moment (issue 22's as-of storefront): the
 * listing, its services, products and use cases, and its awards by the same `evolve` their deciders use, plus
 * what the marketplace shows beside the decision state (the name, when each changed, the profile views).
 * Pure: the caller reads the events (the audit log, masked as the caller sees them) and picks the moment.
 */

/** A stream's state and when it began and last changed, by the log's clock for this view. */
export interface Dated<S> {
  readonly state: S
  readonly createdAt: string
  readonly updatedAt: string
  /** Its first event's log position: orders what began at the same moment. */
  readonly position: number
}

export interface FoldedAward extends Dated<AwardState> {
  /** People's fields the caller does not see in any of its events: null in its facts. */
  readonly hidden: {
    readonly subject: string
    readonly fields: string[]
    readonly state: "masked" | "erased"
  } | null
}

export interface StorefrontFold {
  readonly listing: ListingState
  /** The listing stream's version at the moment (0: nothing yet). */
  readonly version: number
  readonly uniqueEntityId: string
  /** The company's name as the listing opened with it, then as the registry renamed it (until owners edit). */
  readonly registryName: string
  readonly lastProfileSync: string | null
  readonly updatedAt: string
  readonly artifacts: ReadonlyMap<string, Dated<ArtifactState>>
  readonly awards: ReadonlyMap<string, FoldedAward>
  /** When each government user's visit happened. */
  readonly views: readonly string[]
}

const isOf =
  <M extends Record<string, unknown>>(contracts: M) =>
  (type: string): type is keyof M & string =>
    Object.hasOwn(contracts, type)
const isListingEvent = isOf(listingEvents)
const isArtifactEvent = isOf(artifactEvents)
const isAwardEvent = isOf(awardEvents)

/** A record as its domain's event: the log holds what the contracts say (the audit log masks, never reshapes). */
const eventOf = <E extends { readonly type: string }>(record: AuditRecord) =>
  ({ type: record.eventType, data: record.data }) as unknown as E

const dated = <S>(known: Dated<S> | undefined, state: S, record: AuditRecord, at: string): Dated<S> => ({
  state,
  createdAt: known?.createdAt ?? at,
  updatedAt: at,
  position: known?.position ?? record.globalPosition,
})

const hiddenOf = (previous: FoldedAward["hidden"], record: AuditRecord): FoldedAward["hidden"] => {
  const personal = record.personal
  if (!personal || personal.state === "shown") return previous
  return {
    subject: personal.subject,
    fields: [...new Set([...(previous?.fields ?? []), ...personal.fields])],
    state: personal.state,
  }
}

/**
 * Folds the records (in log order: the listing's stream, its account's, its views', its artifacts' and awards')
 * that had happened by `until`, by when they happened (`occurredAt`, as the stream's as-of view goes).
 */
export const foldStorefront = (
  records: readonly AuditRecord[],
  listingId: string,
  until: Date,
): StorefrontFold => {
  const listingStream = listingStreamId(listingId)
  let listing: ListingState = listingDecider.initialState
  let version = 0
  let uniqueEntityId = ""
  let registryName = ""
  let lastProfileSync: string | null = null
  let updatedAt = ""
  const artifacts = new Map<string, Dated<ArtifactState>>()
  const awards = new Map<string, FoldedAward>()
  const views: string[] = []

  for (const record of records) {
    if (record.occurredAt.getTime() > until.getTime()) continue
    const at = record.occurredAt.toISOString()
    if (record.streamId === listingStream && isListingEvent(record.eventType)) {
      const event = eventOf<ListingEvent>(record)
      listing = listingDecider.evolve(listing, event)
      version = record.streamVersion
      updatedAt = at
      if (event.type === "ListingOpened") {
        uniqueEntityId = event.data.uniqueEntityId
        registryName = event.data.name
      }
      if (event.type === "ListingRegistryProfileSynced") lastProfileSync = event.data.syncedAt
    } else if (record.eventType === "AccountRegistryUpdated") {
      // the registry renames the company: a storefront its owners never edited follows (as the read model)
      const data = record.data as unknown as AccountEventData["AccountRegistryUpdated"]
      if (listing.status === "open" && data.accountId === listing.accountId && !listing.ownerProfile) {
        registryName = data.name
        updatedAt = at
      }
    } else if (record.eventType === "ListingViewed") {
      views.push(String(record.data.viewedAt))
    } else if (isArtifactEvent(record.eventType)) {
      const event = eventOf<ArtifactEvent>(record)
      const known = artifacts.get(event.data.artifactId)
      const state = artifactDecider.evolve(known?.state ?? artifactDecider.initialState, event)
      artifacts.set(event.data.artifactId, dated(known, state, record, at))
    } else if (isAwardEvent(record.eventType)) {
      const event = eventOf<AwardEvent>(record)
      const known = awards.get(event.data.awardId)
      const state = awardDecider.evolve(known?.state ?? awardDecider.initialState, event)
      awards.set(event.data.awardId, {
        ...dated(known, state, record, at),
        hidden: hiddenOf(known?.hidden ?? null, record),
      })
    }
  }
  return {
    listing,
    version,
    uniqueEntityId,
    registryName,
    lastProfileSync,
    updatedAt,
    artifacts,
    awards,
    views,
  }
}
