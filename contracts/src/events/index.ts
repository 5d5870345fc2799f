import { accountEvents } from "./accounts"
import { artifactEvents } from "./artifacts"
import { erasureEvents, revealEvents } from "./audit"
import { awardEvents } from "./awards"
import { chatThreadEvents } from "./chat"
import type { EventDataOf } from "./define"
import { govUserEvents } from "./govusers"
import { identityEvents } from "./identity"
import { listingEvents, listingViewEvents } from "./listings"
import { matchDigestEvents, matchFeedbackEvents } from "./matchmaking"
import { inboxEvents } from "./notifications"
import { policyEvents } from "./policies"
import { referenceEvents } from "./reference"
import { savedSearchEvents } from "./search"

export * from "./accounts"
export * from "./artifacts"
export * from "./audit"
export * from "./awards"
export * from "./chat"
export * from "./define"
export * from "./govusers"
export * from "./identity"
export * from "./listings"
export * from "./matchmaking"
export * from "./notifications"
export * from "./policies"
export * from "./reference"
export * from "./search"

/**
 * Every domain's event contracts, by domain: the one list a new domain is added to (the generator does it).
 * Event type names are unique across domains (events.unit.test.ts holds it): a projection names the events
 * it folds by type alone, whatever stream they come from.
 */
export const eventContractsByDomain = {
  identity: identityEvents,
  policies: policyEvents,
  accounts: accountEvents,
  reference: referenceEvents,
  listings: listingEvents,
  listingViews: listingViewEvents,
  artifacts: artifactEvents,
  awards: awardEvents,
  govusers: govUserEvents,
  search: savedSearchEvents,
  notifications: inboxEvents,
  chat: chatThreadEvents,
  audit: revealEvents,
  erasure: erasureEvents,
  matchmaking: matchFeedbackEvents,
  matchDigests: matchDigestEvents,
}

type Merged<T> = (T extends unknown ? (arg: T) => void : never) extends (arg: infer I) => void ? I : never
/** Every event type of every domain, by type. */
export const eventContracts = Object.assign({}, ...Object.values(eventContractsByDomain)) as Merged<
  (typeof eventContractsByDomain)[keyof typeof eventContractsByDomain]
>
export type EventContractMap = typeof eventContracts
/** Event type -> payload: what projection handlers are typed with. */
export type KnownEvents = EventDataOf<EventContractMap>
export type KnownEventType = keyof KnownEvents & string

/**
 * An event's data with its contract's personal fields set to null, and their names under `$masked`: what a
 * reader who has not revealed the subject sees (the operator API read by an admin's web session; the audit
 * log masks from the stored envelope instead). Unknown types and events without personal fields pass as they are.
 */
export const maskPersonalFields = (eventType: string, data: unknown): unknown => {
  const personal = (eventContracts as Record<string, { personal?: readonly string[] } | undefined>)[eventType]
    ?.personal
  if (!personal?.length || typeof data !== "object" || data === null) return data
  const present = personal.filter((field) => field in data)
  if (present.length === 0) return data
  return { ...data, ...Object.fromEntries(present.map((field) => [field, null])), $masked: present }
}
