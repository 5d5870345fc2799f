import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per listing, `listing-<listingId>`: the storefront a company account owns. It opens, unpublished,
 * when the company enters the registry; the registry (SBIR.gov imports) keeps its public profile in step; the
 * owner edits, publishes and unpublishes it. No personal data lives here: people are referenced by id.
 */

/** What the registry says about a company's storefront: its address, website, size and certifications. */
export const RegistryProfile = Schema.Struct({
  website: Schema.NullOr(Schema.String),
  addressLine1: Schema.String,
  addressLine2: Schema.String,
  city: Schema.String,
  stateOrProvince: Schema.String,
  postalCode: Schema.String,
  /** Short code, e.g. US. */
  country: Schema.String,
  numberOfEmployees: Schema.NullOr(Schema.Number),
  /** Ids of contracts/reference businessClassifications, from the registry's Y/N columns. */
  businessClassificationIds: Schema.Array(Schema.String),
})
export type RegistryProfile = typeof RegistryProfile.Type

/** What the owners say about their storefront (the organisation/listing form, spec 02 §5), as edited. */
export const OwnerProfile = Schema.Struct({
  name: Schema.String,
  tagLine: Schema.String,
  website: Schema.String,
  yearFounded: Schema.Number,
  samCode: Schema.NullOr(Schema.String),
  dunsCode: Schema.NullOr(Schema.String),
  cageCode: Schema.NullOr(Schema.String),
  /** Sanitized rich text. */
  capabilityStatement: Schema.String,
  addressLine1: Schema.String,
  addressLine2: Schema.String,
  addressLine3: Schema.String,
  city: Schema.String,
  stateOrProvince: Schema.String,
  postalCode: Schema.String,
  country: Schema.String,
  pointOfContactId: Schema.String,
  naicsCodeIds: Schema.Array(Schema.String),
  productServiceCodeIds: Schema.Array(Schema.String),
  businessClassificationIds: Schema.Array(Schema.String),
  technologyTypeIds: Schema.Array(Schema.String),
  socialMediaAccounts: Schema.Array(
    Schema.Struct({ id: Schema.String, socialMediaTypeId: Schema.String, identifier: Schema.String }),
  ),
})
export type OwnerProfile = typeof OwnerProfile.Type

export const listingEvents = defineEvents({
  ListingOpened: {
    version: 1,
    data: Schema.Struct({
      listingId: Schema.String,
      accountId: Schema.String,
      uniqueEntityId: Schema.String,
      name: Schema.String,
      openedAt: Schema.String,
    }),
  },
  /**
   * The registry's profile of the company changed (the same profile again is no event). `asOf` is when the
   * source said it; the importer orders competing rows about one company by it (platform source marks).
   */
  ListingRegistryProfileSynced: {
    version: 1,
    data: Schema.Struct({
      listingId: Schema.String,
      profile: RegistryProfile,
      source: Schema.String,
      asOf: Schema.String,
      syncedAt: Schema.String,
    }),
  },
  /** The owners' form, whole: from now on the registry no longer overwrites the storefront's profile. */
  ListingEdited: {
    version: 1,
    data: Schema.Struct({ listingId: Schema.String, editedBy: Schema.String, profile: OwnerProfile }),
  },
  ListingLogoChanged: {
    version: 1,
    data: Schema.Struct({ listingId: Schema.String, logoPath: Schema.String, changedBy: Schema.String }),
  },
  ListingVisibilityChanged: {
    version: 1,
    data: Schema.Struct({
      listingId: Schema.String,
      isOnlyVisionVisible: Schema.Boolean,
      changedBy: Schema.String,
    }),
  },
  ListingPublished: {
    version: 1,
    data: Schema.Struct({ listingId: Schema.String, publishedBy: Schema.String, publishedAt: Schema.String }),
  },
  ListingUnpublished: {
    version: 1,
    data: Schema.Struct({
      listingId: Schema.String,
      unpublishedBy: Schema.String,
      unpublishedAt: Schema.String,
    }),
  },
})

/**
 * `listingviews-<listingId>`: a government user opened the storefront (the owners' own views are not
 * recorded). Apart from the listing's stream, so views never contend with its commands.
 */
export const listingViewEvents = defineEvents({
  ListingViewed: {
    version: 1,
    data: Schema.Struct({ listingId: Schema.String, viewerId: Schema.String, viewedAt: Schema.String }),
  },
})
export const listingViewsStreamId = (listingId: string) => `listingviews-${listingId}`

export type ListingEventData = EventDataOf<typeof listingEvents>
export type ListingEvent = EventUnionOf<typeof listingEvents>

export const listingStreamId = (listingId: string) => `listing-${listingId}`
