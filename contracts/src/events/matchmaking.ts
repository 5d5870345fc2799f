import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/** One stream per match feedback, `matchfeedback-<id>`. */
export const matchFeedbackEvents = defineEvents({
  MatchFeedbackCreated: {
    version: 1,
    data: Schema.Struct({
      matchFeedbackId: Schema.String,
      title: Schema.String,
      createdBy: Schema.String,
      createdAt: Schema.String,
    }),
  },
  MatchFeedbackRenamed: {
    version: 1,
    data: Schema.Struct({
      matchFeedbackId: Schema.String,
      title: Schema.String,
      renamedBy: Schema.String,
      renamedAt: Schema.String,
    }),
  },
})

export type MatchFeedbackEventData = EventDataOf<typeof matchFeedbackEvents>
export type MatchFeedbackEvent = EventUnionOf<typeof matchFeedbackEvents>

export const matchFeedbackStreamId = (matchFeedbackId: string) => `matchfeedback-${matchFeedbackId}`
