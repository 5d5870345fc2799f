import { accountEvents } from "./accounts"
import { artifactEvents } from "./artifacts"
import { revealEvents } from "./audit"
import { awardEvents } from "./awards"
import { chatThreadEvents } from "./chat"
import type { EventDataOf } from "./define"
import { govUserEvents } from "./govusers"
import { identityEvents } from "./identity"
import { listingEvents, listingViewEvents } from "./listings"
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
