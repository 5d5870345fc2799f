import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per saved search, `savedsearch-<id>`: a government user keeps the query string of a marketplace
 * search under a name, with alerts on or off, until they delete it. The query is not personal data; the
 * owner is named by id.
 */
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
})

export type SavedSearchEventData = EventDataOf<typeof savedSearchEvents>
export type SavedSearchEvent = EventUnionOf<typeof savedSearchEvents>

export const savedSearchStreamId = (savedSearchId: string) => `savedsearch-${savedSearchId}`
