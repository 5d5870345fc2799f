import { Schema } from "effect"
import { PolicyKind, SignableKind } from "../policies"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * Two stream types: `policy-<kind>` holds every published version of one policy, oldest first;
 * `policysignatures-<userId>` holds every version one user agreed to.
 */
export const policyEvents = defineEvents({
  PolicyVersionPublished: {
    version: 1,
    data: Schema.Struct({
      documentId: Schema.String,
      kind: PolicyKind,
      title: Schema.String,
      /** The effective date readers see, `YYYY-MM-DD`. */
      publishDate: Schema.String,
      /** Sanitized HTML. */
      content: Schema.String,
      publishedBy: Schema.String,
    }),
  },
  PolicySigned: {
    version: 1,
    data: Schema.Struct({
      userId: Schema.String,
      kind: SignableKind,
      documentId: Schema.String,
      /** ISO timestamp. */
      signedAt: Schema.String,
    }),
  },
})

export type PolicyEventData = EventDataOf<typeof policyEvents>
export type PolicyVersionPublishedData = PolicyEventData["PolicyVersionPublished"]
export type PolicySignedData = PolicyEventData["PolicySigned"]
export type PolicyEvent = EventUnionOf<Pick<typeof policyEvents, "PolicyVersionPublished">>
export type PolicySignaturesEvent = EventUnionOf<Pick<typeof policyEvents, "PolicySigned">>

export const policyStreamId = (kind: PolicyKind) => `policy-${kind}`
export const policySignaturesStreamId = (userId: string) => `policysignatures-${userId}`
