import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * The audit domain's record of who read personal data in the history (issue 22): one stream per reveal,
 * `reveal-<id>`. The reason is the auditor's own words, kept as said; the subject is an id, never the data.
 */
export const revealEvents = defineEvents({
  PersonalDataRevealed: {
    version: 1,
    data: Schema.Struct({
      revealId: Schema.String,
      /** The auditor or admin who asked to see it. */
      auditorId: Schema.String,
      /** Whose personal data: the data subject's id (a user id). */
      subject: Schema.String,
      reason: Schema.String,
      revealedAt: Schema.String,
      /** Until when the history shows that subject's personal fields to the auditor. */
      expiresAt: Schema.String,
    }),
  },
})

export type RevealEventData = EventDataOf<typeof revealEvents>
export type RevealEvent = EventUnionOf<typeof revealEvents>

export const revealStreamId = (revealId: string) => `reveal-${revealId}`

/**
 * A person forgotten (issue 22's erasure), one stream per person, `erasure-<user id>`: their key destroyed, so
 * their personal fields read as null in every event; the read models holding them rebuilt. The event names
 * only ids: it must not be personal data itself.
 */
export const erasureEvents = defineEvents({
  PersonalDataErased: {
    version: 1,
    data: Schema.Struct({
      subject: Schema.String,
      by: Schema.String,
      erasedAt: Schema.String,
    }),
  },
})

export type ErasureEvent = EventUnionOf<typeof erasureEvents>

export const erasureStreamId = (subject: string) => `erasure-${subject}`
