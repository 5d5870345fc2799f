import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * Two stream types:
 * - `govuser-<userId>`: a government user's profile beside their login (identity's `user-<id>` holds the
 *   names, title and time zone): organisation, classifications, lines of effort, technology types, problem
 *   statement, location, years of service, and the link to the VISION partner program.
 * - `govemailallowlist-global`: the domains and addresses allowed to sign up as government users without a
 *   partner token; the stream starts from the defaults (.mil, .gov, ignite.local).
 * Organisations, classifications and technology types are referred to by id; their names live in the
 * reference lists, so a rename shows everywhere.
 */
const LineOfEffort = Schema.Struct({ id: Schema.String, details: Schema.String })

export const govUserEvents = defineEvents({
  GovProfileSaved: {
    version: 1,
    personal: ["city", "stateOrProvince"],
    data: Schema.Struct({
      userId: Schema.String,
      govUserOrganizationId: Schema.String,
      technologyTypeIds: Schema.Array(Schema.String),
      govUserClassificationIds: Schema.Array(Schema.String),
      linesOfEffort: Schema.Array(LineOfEffort),
      /** Sanitized rich text (an allow-list of tags), as stored and shown. */
      profileDetail: Schema.String,
      interactionDetail: Schema.NullOr(Schema.String),
      city: Schema.NullOr(Schema.String),
      stateOrProvince: Schema.NullOr(Schema.String),
      country: Schema.NullOr(Schema.String),
      govEmployeeSinceYear: Schema.NullOr(Schema.Int),
      savedAt: Schema.String,
    }),
  },
  GovUserLinkedToVision: {
    version: 1,
    personal: ["email"],
    data: Schema.Struct({
      userId: Schema.String,
      visionUserId: Schema.String,
      email: Schema.String,
      linkedAt: Schema.String,
    }),
  },
  GovEmailAllowEntryAdded: {
    version: 1,
    data: Schema.Struct({ entry: Schema.String, addedBy: Schema.String, at: Schema.String }),
  },
  GovEmailAllowEntryRemoved: {
    version: 1,
    data: Schema.Struct({ entry: Schema.String, removedBy: Schema.String, at: Schema.String }),
  },
})

type GovUserContracts = typeof govUserEvents
export type GovUserEventData = EventDataOf<GovUserContracts>
export type GovProfileEvent = EventUnionOf<
  Pick<GovUserContracts, "GovProfileSaved" | "GovUserLinkedToVision">
>
export type GovEmailAllowListEvent = EventUnionOf<
  Pick<GovUserContracts, "GovEmailAllowEntryAdded" | "GovEmailAllowEntryRemoved">
>

export const govUserStreamId = (userId: string) => `govuser-${userId}`
export const govEmailAllowListStreamId = "govemailallowlist-global"
