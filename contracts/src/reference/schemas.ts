import { Schema } from "effect"
import { Eager, eagerRelations } from "../eager"
import { PageQuery, Paginated } from "../pagination"
import { Trimmed } from "../trimmed"

export const IdName = Schema.Struct({ id: Schema.String, name: Schema.String })
export const IdNames = Schema.Array(IdName)

/** The time zones offered in forms, sorted by offset. */
export const TimeZones = Schema.Array(
  Schema.Struct({ id: Schema.String, offset: Schema.String, label: Schema.String }),
)

export const NaicsCodeDto = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  name: Schema.String,
  label: Schema.String,
})
export const NaicsCodesPage = Paginated(NaicsCodeDto)

export const GovUserOrganizationDto = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  longName: Schema.String,
  govUserOrganizationCategoryId: Schema.String,
  /** Only with eager=category. */
  govUserOrganizationCategory: Schema.optional(IdName),
})
export const GovUserOrganizationsPage = Paginated(GovUserOrganizationDto)

export const GovUserClassificationDto = Schema.Struct({
  id: Schema.String,
  description: Schema.String,
  govUserClassificationCategory: Schema.NullOr(IdName),
})

export const CountryDto = Schema.Struct({
  countryName: Schema.String,
  countryShortCode: Schema.String,
  regions: Schema.Array(Schema.Struct({ name: Schema.String, shortCode: Schema.String })),
})

/** Spec 02 §4: "Site settings include a maps-service key ({key})"; the key is null when none is configured. */
export const SiteSettings = Schema.Struct({
  maps: Schema.Struct({ key: Schema.NullOr(Schema.String) }),
  /** Where people sign in to VISION and open Ignite from (docs/vision.md); null when not configured. */
  vision: Schema.Struct({ url: Schema.NullOr(Schema.String) }),
  /** The documentation and support site the app links to (SUPPORT_URL, at run time). */
  support: Schema.Struct({ url: Schema.String }),
  /** "off" (development and tests only): forms need no proof of work, the server takes any token. */
  captcha: Schema.Struct({ mode: Schema.Literals(["altcha", "off"]) }),
})
export type SiteSettings = typeof SiteSettings.Type

/**
 * The dropdowns' lookup (spec 02: page, perPage, ids, search). Page and perPage are lenient as everywhere;
 * ids come repeated, bracketed (`ids[]=`) or comma-separated over REST and as an array over tRPC.
 */
export const ReferenceLookupQuery = Schema.Struct({
  ...PageQuery.fields,
  search: Schema.optional(Schema.String),
  ids: Schema.optional(Schema.Unknown),
  "ids[]": Schema.optional(Schema.Unknown),
})
export type ReferenceLookupQuery = typeof ReferenceLookupQuery.Type

/**
 * Spec 01 §7: paged, searchable, eager=category includes the category, sort=category groups by it; `ids` (as
 * in the lookups) answers just those organisations.
 */
export const GovUserOrganizationsQuery = Schema.Struct({
  ...PageQuery.fields,
  search: Schema.optional(Schema.String),
  eager: Schema.optional(Eager(eagerRelations.govUserOrganizations)),
  sort: Schema.optional(Schema.String),
  ids: Schema.optional(Schema.Unknown),
  "ids[]": Schema.optional(Schema.Unknown),
})
export type GovUserOrganizationsQuery = typeof GovUserOrganizationsQuery.Type

/** Trimmed, then 2 to 200 characters. */
const ItemName = Trimmed.check(Schema.isMinLength(2), Schema.isMaxLength(200))

/** An admin adds an item to a list; organisations also need their long name and category. */
export const AddReferenceItemInput = Schema.Struct({
  name: ItemName,
  longName: Schema.optional(ItemName),
  categoryId: Schema.optional(Schema.String),
})
export type AddReferenceItemInput = typeof AddReferenceItemInput.Type

export const RenameReferenceItemInput = Schema.Struct({
  name: ItemName,
  longName: Schema.optional(ItemName),
})
export type RenameReferenceItemInput = typeof RenameReferenceItemInput.Type

/** An item of an admin-kept list as the admin's change answers it. */
export const ReferenceItemDto = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  longName: Schema.optional(Schema.String),
  govUserOrganizationCategoryId: Schema.optional(Schema.String),
})
