import { Schema } from "effect"
import { ListingArtifact } from "./artifacts"
import { AuditMoment } from "./audit"
import { Uuid } from "./ids"
import { Award, ListingView } from "./listings"

/**
 * A listing's public storefront as government users saw it at a moment (issue 22's as-of view; docs/audit.md),
 * replayed from the log, beside today's. Each side has the marketplace's own shapes: the storefront
 * (`ListingView`), its services, products and use cases (`ListingArtifact`) and its awards (`Award`).
 */

/**
 * Who among government users saw the storefront: everyone (published), VISION-linked ones only, nobody
 * (unpublished), or there was no storefront yet.
 */
export const storefrontAudiences = ["everyone", "visionOnly", "unpublished", "notOpened"] as const
export const StorefrontAudience = Schema.Literals(storefrontAudiences)
export type StorefrontAudience = (typeof storefrontAudiences)[number]

/** A person's fields of an award the caller does not see (masked, or erased): null in the award. */
export const StorefrontHiddenFields = Schema.Struct({
  awardId: Schema.String,
  subject: Schema.String,
  fields: Schema.Array(Schema.String),
  state: Schema.Literals(["masked", "erased"]),
})
export type StorefrontHiddenFields = typeof StorefrontHiddenFields.Type

export const StorefrontSnapshot = Schema.Struct({
  at: Schema.String,
  /** The listing stream's version then: its events up to this one had happened (0: none yet). */
  version: Schema.Number,
  audience: StorefrontAudience,
  /** What government users saw; null when they saw nothing (unpublished, or not yet opened). */
  listing: Schema.NullOr(ListingView),
  /** Newest first, as the marketplace lists them; empty when `listing` is null. */
  services: Schema.Array(ListingArtifact),
  products: Schema.Array(ListingArtifact),
  useCases: Schema.Array(ListingArtifact),
  /** Newest first (the awards tab's default order). */
  awards: Schema.Array(Award),
  hidden: Schema.Array(StorefrontHiddenFields),
})
export type StorefrontSnapshot = typeof StorefrontSnapshot.Type

export const storefrontItemKinds = ["service", "product", "use_case", "award"] as const
export type StorefrontItemKind = (typeof storefrontItemKinds)[number]

/** An item in one side only (added since, removed since), or in both with these fields changed. */
export const StorefrontItemChange = Schema.Struct({
  kind: Schema.Literals(storefrontItemKinds),
  id: Schema.String,
  /** Its name (an award's title): today's, or its last one when it is gone. */
  name: Schema.String,
  change: Schema.Literals(["added", "removed", "changed"]),
  fields: Schema.Array(Schema.String),
})
export type StorefrontItemChange = typeof StorefrontItemChange.Type

export const StorefrontAsOf = Schema.Struct({
  listingId: Schema.String,
  asOf: StorefrontSnapshot,
  today: StorefrontSnapshot,
  differences: Schema.Struct({
    /** The audience, when it changed, and the storefront's fields (`ListingView`'s) that differ. */
    fields: Schema.Array(Schema.String),
    items: Schema.Array(StorefrontItemChange),
  }),
})
export type StorefrontAsOf = typeof StorefrontAsOf.Type

/** `GET /api/v1/audit/listings/{id}/storefront?asOf=`: the moment is required. */
export const StorefrontAsOfQuery = Schema.Struct({ asOf: AuditMoment })
export const StorefrontAsOfParams = Schema.Struct({ id: Uuid })
/** tRPC's `audit.storefrontAsOf`. */
export const StorefrontAsOfInput = Schema.Struct({ listingId: Uuid, asOf: AuditMoment })
export type StorefrontAsOfInput = typeof StorefrontAsOfInput.Type
