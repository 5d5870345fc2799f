import type { ReferenceListKind } from "@ignite/contracts/events"
import type { ReferenceItem, ReferenceService } from "@ignite/domain-reference"
import type { Bus, EventStore, RecordedEvent } from "@ignite/platform"

export type ReferenceLists = (kind: ReferenceListKind) => Promise<readonly ReferenceItem[]>

/**
 * The admin-kept lists, from memory: one fold of the list's stream, kept until an event of that list comes
 * (from this process's appends at once, from others' by the bus). The same array object meanwhile, so the
 * gateway serializes it once and its ETag holds until the list changes.
 */
export const createReferenceLists = (deps: {
  reference: Pick<ReferenceService, "list">
  store: Pick<EventStore, "onAppended">
  bus: Pick<Bus, "subscribe">
}): ReferenceLists => {
  const lists = new Map<ReferenceListKind, Promise<readonly ReferenceItem[]>>()
  const invalidate = (events: readonly RecordedEvent[]) => {
    if (events.some((event) => event.streamType === "referencelist")) lists.clear()
  }
  deps.store.onAppended(invalidate)
  deps.bus.subscribe("ignite.events.referencelist.>", ({ event }) => invalidate([event]))
  return (kind) => {
    let list = lists.get(kind)
    if (!list) {
      list = deps.reference.list(kind)
      list.catch(() => lists.delete(kind))
      lists.set(kind, list)
    }
    return list
  }
}
