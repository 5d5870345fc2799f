import { accountEvents } from "./accounts"
import { artifactEvents } from "./artifacts"
import { awardEvents } from "./awards"
import type { EventDataOf } from "./define"
import { govUserEvents } from "./govusers"
import { identityEvents } from "./identity"
import { listingEvents, listingViewEvents } from "./listings"
import { policyEvents } from "./policies"
import { referenceEvents } from "./reference"

export * from "./accounts"
export * from "./artifacts"
export * from "./awards"
export * from "./define"
export * from "./govusers"
export * from "./identity"
export * from "./listings"
export * from "./policies"
export * from "./reference"

/**
 * Every event type of every domain, by type. Event type names are unique across domains: a projection
 * names the events it folds by type alone, whatever stream they come from.
 */
export const eventContracts = {
  ...identityEvents,
  ...policyEvents,
  ...accountEvents,
  ...referenceEvents,
  ...listingEvents,
  ...listingViewEvents,
  ...artifactEvents,
  ...awardEvents,
  ...govUserEvents,
}
export type EventContractMap = typeof eventContracts
/** Event type -> payload: what projection handlers are typed with. */
export type KnownEvents = EventDataOf<EventContractMap>
export type KnownEventType = keyof KnownEvents & string
