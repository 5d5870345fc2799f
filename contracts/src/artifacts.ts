import { Schema, SchemaGetter } from "effect"
import { Eager, eagerRelations } from "./eager"
import { FileAddress, StoredFile } from "./file-address"
import { FormFile } from "./form-file"
import { Uuid } from "./ids"
import { PageQuery, Paginated } from "./pagination"
import { artifactMessages } from "./texts/artifacts"
import { Trimmed } from "./trimmed"
import { isWebUrl } from "./web-url"

export { artifactErrors, artifactMessages, artifactNames } from "./texts/artifacts"

/**
 * A listing's services, products and use cases (spec 02 §2 "Products, Services and Use Cases tabs", §3
 * Artifact). One concept, three kinds: use cases have start and end dates, the others technology types.
 */
export const artifactKinds = ["service", "product", "use_case"] as const
export type ArtifactKind = (typeof artifactKinds)[number]
export const ArtifactKind = Schema.Literals(artifactKinds)

/** The REST collection of each kind under `/api/v1/listings/{id}/` and `/api/v1/connect/listings/{id}/`. */
export const artifactCollections = {
  service: "listing_services",
  product: "listing_products",
  use_case: "listing_use_cases",
} as const satisfies Record<ArtifactKind, string>

/** The `artifactType` query value of the details modal (spec 02 §2), awards included. */
export const artifactTypes = ["service", "product", "use case", "award"] as const
export type ArtifactType = (typeof artifactTypes)[number]

const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema)

export const ArtifactAttachment = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Nullable(Schema.String),
  /** Served from `path` with the stored type; non-images download as attachments. */
  file: Schema.Struct({
    path: FileAddress,
    mimeType: Schema.String,
    bytes: Schema.Int,
    /** The name the file had when uploaded (null for files kept before names were). */
    fileName: Nullable(Schema.String),
  }),
})
export type ArtifactAttachment = typeof ArtifactAttachment.Type

export const ArtifactLink = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Nullable(Schema.String),
  url: Schema.String,
})
export type ArtifactLink = typeof ArtifactLink.Type

/** A service, product or use case as readers get it (spec 02 §3 Artifact). */
export const ListingArtifact = Schema.Struct({
  id: Schema.String,
  listingId: Schema.String,
  kind: ArtifactKind,
  name: Schema.String,
  /** Plain text (shown as typed, never as HTML). */
  description: Schema.String,
  url: Nullable(Schema.String),
  logo: Nullable(StoredFile),
  /** Use cases only: ISO dates (yyyy-mm-dd). */
  startDate: Nullable(Schema.String),
  endDate: Nullable(Schema.String),
  listingArtifactAttachments: Schema.Array(ArtifactAttachment),
  listingArtifactLinks: Schema.Array(ArtifactLink),
  /** Services and products only (empty for use cases). */
  listingArtifactTechnologyTypes: Schema.Array(
    Schema.Struct({ technologyTypeId: Schema.String, name: Schema.String }),
  ),
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type ListingArtifact = typeof ListingArtifact.Type

export const ListingArtifactsPage = Paginated(ListingArtifact)
export type ListingArtifactsPage = typeof ListingArtifactsPage.Type

const atLeastTwo = (message: string, max: number) =>
  Trimmed.check(
    Schema.makeFilter((s: string) => s.length >= 2 && s.length <= max, {
      message,
      code: "insufficient_length",
    }),
  )

/** http(s) URLs with a dotted host: 'Invalid url'. */
export const ArtifactUrl = Trimmed.check(
  Schema.makeFilter(isWebUrl, { message: artifactMessages.invalidUrl, code: "invalid_url" }),
)

/** An ISO calendar date, yyyy-mm-dd (a full ISO timestamp is cut to its date). */
export const ArtifactDate = Trimmed.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.slice(0, 10)),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
  Schema.makeFilter(
    (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)),
    { message: artifactMessages.invalidDate, code: "invalid_date" },
  ),
)

/** Rails-style nested items: `id` names an existing one, `destroy` removes it. */
export const ArtifactTechnologyTypeInput = Schema.Struct({
  id: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  technologyTypeId: Schema.String.check(Schema.isMaxLength(40)),
  destroy: Schema.optional(Schema.Boolean),
})

/**
 * A new attachment needs a file ('required'); an existing one (with `id`) keeps its file unless a new one is
 * sent. `fileName` is the uploaded file's own name (multipart sets it from the part): its extension is one
 * of the checks of the file's type, which is decided by content.
 */
export const ArtifactAttachmentInput = Schema.Struct({
  id: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  name: atLeastTwo(artifactMessages.minimumTwo, 200),
  description: Schema.optional(Schema.String.check(Schema.isMaxLength(2000))),
  file: Schema.optional(FormFile),
  fileName: Schema.optional(Schema.String.check(Schema.isMaxLength(255))),
  destroy: Schema.optional(Schema.Boolean),
})
export type ArtifactAttachmentInput = typeof ArtifactAttachmentInput.Type

export const ArtifactLinkInput = Schema.Struct({
  id: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  name: atLeastTwo(artifactMessages.minimumTwo, 200),
  description: Schema.optional(Schema.String.check(Schema.isMaxLength(2000))),
  url: ArtifactUrl,
  destroy: Schema.optional(Schema.Boolean),
})
export type ArtifactLinkInput = typeof ArtifactLinkInput.Type

/**
 * The artifact create/edit form (spec 02 §2 "Artifact create/edit modal", §5 Artifact), multipart under
 * `listing_service[...]`, `listing_product[...]` or `listing_use_case[...]` (or JSON over tRPC without files).
 * Technology types count for services and products, dates for use cases; the server refuses the other
 * kind's fields rather than storing them.
 */
export const ArtifactFormInput = Schema.Struct({
  name: atLeastTwo(artifactMessages.minimumTwo, 200),
  description: atLeastTwo(artifactMessages.descriptionMinimum, 10_000),
  /** Empty means none. */
  url: Schema.optional(Schema.Union([Schema.Literal(""), ArtifactUrl])),
  /** A newly chosen logo (JPEG or PNG, stored square); absent keeps the current one. */
  logo: Schema.optional(FormFile),
  startDate: Schema.optional(Schema.Union([Schema.Literal(""), ArtifactDate])),
  endDate: Schema.optional(Schema.Union([Schema.Literal(""), ArtifactDate])),
  listingArtifactTechnologyTypesAttributes: Schema.optional(
    Schema.Array(ArtifactTechnologyTypeInput).check(Schema.isMaxLength(50)),
  ),
  listingArtifactAttachmentsAttributes: Schema.optional(
    Schema.Array(ArtifactAttachmentInput).check(Schema.isMaxLength(20)),
  ),
  listingArtifactLinksAttributes: Schema.optional(
    Schema.Array(ArtifactLinkInput).check(Schema.isMaxLength(20)),
  ),
})
export type ArtifactFormInput = typeof ArtifactFormInput.Type

/**
 * Lists of one kind: `page`, `perPage` as everywhere; `eager` names links, attachments, technologyTypes,
 * which every answer includes (an unknown name is refused).
 */
export const ArtifactsQuery = Schema.Struct({
  ...PageQuery.fields,
  eager: Schema.optional(Eager(eagerRelations.artifacts)),
})
export type ArtifactsQuery = typeof ArtifactsQuery.Type

/** tRPC addresses an artifact by listing, kind and id; REST by collection path. */
export const ArtifactRef = Schema.Struct({ listingId: Uuid, kind: ArtifactKind, artifactId: Uuid })
export type ArtifactRef = typeof ArtifactRef.Type
