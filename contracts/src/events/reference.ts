import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/** The reference lists admins add to and rename in (the rest are fixed: NAICS, phases, countries). */
export const referenceListKinds = [
  "technologyTypes",
  "businessClassifications",
  "govUserOrganizations",
] as const
export const ReferenceListKind = Schema.Literals(referenceListKinds)
export type ReferenceListKind = typeof ReferenceListKind.Type

/**
 * One stream per list, `referencelist-<kind>`: the items added to the list shipped in contracts, and every
 * rename of a shipped or added item. Ids stay: listings and users refer to them.
 */
export const referenceEvents = defineEvents({
  ReferenceItemAdded: {
    version: 1,
    data: Schema.Struct({
      kind: ReferenceListKind,
      itemId: Schema.String,
      name: Schema.String,
      /** Organisations only. */
      longName: Schema.optional(Schema.String),
      /** Organisations only: one of govUserOrganizationCategories. */
      categoryId: Schema.optional(Schema.String),
      addedBy: Schema.String,
    }),
  },
  ReferenceItemRenamed: {
    version: 1,
    data: Schema.Struct({
      kind: ReferenceListKind,
      itemId: Schema.String,
      name: Schema.String,
      longName: Schema.optional(Schema.String),
      renamedBy: Schema.String,
    }),
  },
})

export type ReferenceEventData = EventDataOf<typeof referenceEvents>
export type ReferenceListEvent = EventUnionOf<typeof referenceEvents>

export const referenceListStreamId = (kind: ReferenceListKind) => `referencelist-${kind}`
