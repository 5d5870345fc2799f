import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per saved search, `savedsearch-<id>`: a government user keeps the query string of a marketplace
 * search under a name, with alerts on or off, until they delete it. The query is not personal data; the
 * owner is named by id.
 */
/** What a saved-search alert names as the item that brought a storefront into the results. */
export const SavedSearchItemKind = Schema.Literals(["listing", "service", "product", "useCase", "award"])
export type SavedSearchItemKind = typeof SavedSearchItemKind.Type

export const savedSearchEvents = defineEvents({
  SearchSaved: {
    version: 1,
    data: Schema.Struct({
      savedSearchId: Schema.String,
      userId: Schema.String,
      name: Schema.String,
      query: Schema.String,
      alertsEnabled: Schema.Boolean,
      savedAt: Schema.String,
    }),
  },
  SavedSearchRenamed: {
    version: 1,
    data: Schema.Struct({ savedSearchId: Schema.String, name: Schema.String, renamedAt: Schema.String }),
  },
  SavedSearchAlertsChanged: {
    version: 1,
    data: Schema.Struct({
      savedSearchId: Schema.String,
      alertsEnabled: Schema.Boolean,
      changedAt: Schema.String,
    }),
  },
  SavedSearchDeleted: {
    version: 1,
    data: Schema.Struct({ savedSearchId: Schema.String, deletedAt: Schema.String }),
  },
  /**
   * A published storefront the owner may see newly entered the search's results (alerts on): once per
   * storefront and search. `item*` name what brought it in (the storefront itself, or one of its services,
   * products, use cases or awards); names are copied as they were, for the notification. Not personal: the
   * owner is an id, the rest is what the marketplace shows everyone who may see it.
   */
  SavedSearchMatched: {
    version: 1,
    data: Schema.Struct({
      savedSearchId: Schema.String,
      ownerId: Schema.String,
      savedSearchName: Schema.String,
      listingId: Schema.String,
      listingName: Schema.String,
      itemKind: SavedSearchItemKind,
      itemId: Schema.String,
      itemName: Schema.String,
      matchedAt: Schema.String,
    }),
  },
})

export type SavedSearchEventData = EventDataOf<typeof savedSearchEvents>
export type SavedSearchEvent = EventUnionOf<typeof savedSearchEvents>

export const savedSearchStreamId = (savedSearchId: string) => `savedsearch-${savedSearchId}`
