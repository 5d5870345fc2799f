import { Schema } from "effect"
import { ArtifactKind } from "../artifacts"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per service, product or use case of a listing, `listingartifact-<artifactId>`: apart from the
 * listing's stream, so editing an artifact never contends with publishing the storefront. Every event names
 * the listing and the owning account, and the kind, so read models and analytics need no other stream.
 * People appear by user id only; the texts are what the company publishes about its offer.
 */

/** A stored attachment: the file's path in the file store, its type as checked by content, its size. */
export const ArtifactAttachmentFacts = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  path: Schema.String,
  mimeType: Schema.String,
  bytes: Schema.Int,
  /** The uploaded file's own name, reduced to a safe base name (absent in events before it was kept). */
  fileName: Schema.optional(Schema.String),
})
export type ArtifactAttachmentFacts = typeof ArtifactAttachmentFacts.Type

export const ArtifactLinkFacts = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  url: Schema.String,
})
export type ArtifactLinkFacts = typeof ArtifactLinkFacts.Type

/**
 * The artifact as it stands after the event, whole: a reader folds one event without knowing the one before
 * it, and analytics count technology types, attachments and links straight from it.
 */
export const ArtifactContent = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  url: Schema.NullOr(Schema.String),
  logoPath: Schema.NullOr(Schema.String),
  /** Use cases only (yyyy-mm-dd). */
  startDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
  /** Services and products only: ids of contracts/reference technologyTypes (and admins' additions). */
  technologyTypeIds: Schema.Array(Schema.String),
  attachments: Schema.Array(ArtifactAttachmentFacts),
  links: Schema.Array(ArtifactLinkFacts),
})
export type ArtifactContent = typeof ArtifactContent.Type

const Identity = {
  artifactId: Schema.String,
  listingId: Schema.String,
  accountId: Schema.String,
  kind: ArtifactKind,
}

export const artifactEvents = defineEvents({
  ListingArtifactCreated: {
    version: 1,
    data: Schema.Struct({ ...Identity, createdBy: Schema.String, artifact: ArtifactContent }),
  },
  /** The owners' form again: the artifact as it now stands (only when something changed). */
  ListingArtifactEdited: {
    version: 1,
    data: Schema.Struct({ ...Identity, editedBy: Schema.String, artifact: ArtifactContent }),
  },
  /** Gone from the listing for good; its files are no longer referenced by any read model. */
  ListingArtifactRemoved: {
    version: 1,
    data: Schema.Struct({ ...Identity, removedBy: Schema.String }),
  },
})

export type ArtifactEventData = EventDataOf<typeof artifactEvents>
export type ArtifactEvent = EventUnionOf<typeof artifactEvents>

export const listingArtifactStreamId = (artifactId: string) => `listingartifact-${artifactId}`
