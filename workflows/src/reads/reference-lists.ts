import type { ReferenceListKind } from "@ignite/contracts/events"
import type { ReferenceItem, ReferenceService } from "@ignite/domain-reference"
import type { Bus, EventStore, RecordedEvent } from "@ignite/platform"

/** How long a list may serve without an event saying it changed: the net under a lost bus message. */
const maxAgeMs = 60_000

export type ReferenceLists = (kind: ReferenceListKind) => Promise<readonly ReferenceItem[]>

/**
 * The admin-kept lists, from memory: one fold of the list's stream, kept until an event of that list comes
 * (from this process's appends at once, from others' by the bus) or for a minute at most. The same array
 * object meanwhile, so the gateway serializes it once and its ETag holds until the list changes.
 */
/** The ids in the organisation and technology type lists, as the government users' rules check them. */
export const referenceIdSets = (lists: ReferenceLists) => {
  const ids = async (kind: ReferenceListKind) => new Set((await lists(kind)).map((item) => item.id))
  return {
    organizationIds: () => ids("govUserOrganizations"),
    technologyTypeIds: () => ids("technologyTypes"),
  }
}

export const createReferenceLists = (deps: {
  reference: Pick<ReferenceService, "list">
  store: Pick<EventStore, "onAppended">
  bus: Pick<Bus, "subscribe">
  now?: () => number
}): ReferenceLists => {
  const now = deps.now ?? Date.now
  const lists = new Map<ReferenceListKind, { at: number; list: Promise<readonly ReferenceItem[]> }>()
  const invalidate = (events: readonly RecordedEvent[]) => {
    if (events.some((event) => event.streamType === "referencelist")) lists.clear()
  }
  deps.store.onAppended(invalidate)
  deps.bus.subscribe("ignite.events.referencelist.>", ({ event }) => invalidate([event]))
  return (kind) => {
    const cached = lists.get(kind)
    if (cached && now() - cached.at < maxAgeMs) return cached.list
    const list = deps.reference.list(kind)
    list.catch(() => lists.delete(kind))
    lists.set(kind, { at: now(), list })
    return list
  }
}
