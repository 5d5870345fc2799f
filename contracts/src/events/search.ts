import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/** One stream per saved search, `savedsearch-<id>`. */
export const savedSearchEvents = defineEvents({
  SavedSearchCreated: {
    version: 1,
    data: Schema.Struct({
      savedSearchId: Schema.String,
      title: Schema.String,
      createdBy: Schema.String,
      createdAt: Schema.String,
    }),
  },
  SavedSearchRenamed: {
    version: 1,
    data: Schema.Struct({
      savedSearchId: Schema.String,
      title: Schema.String,
      renamedBy: Schema.String,
      renamedAt: Schema.String,
    }),
  },
})

export type SavedSearchEventData = EventDataOf<typeof savedSearchEvents>
export type SavedSearchEvent = EventUnionOf<typeof savedSearchEvents>

export const savedSearchStreamId = (savedSearchId: string) => `savedsearch-${savedSearchId}`
