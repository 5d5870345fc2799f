import { Schema, SchemaGetter } from "effect"
import { FormFile } from "./form-file"
import { SocialMediaAccountInput } from "./identity"
import { Uuid } from "./ids"
import { listingFormMessages } from "./texts/listings"
import { Trimmed } from "./trimmed"
import { isWebUrl } from "./web-url"

/** Name, tag line, headquarters: 'Must be a minimum of 2 characters' (spec 02 §5). */
const MinimumTwo = Trimmed.check(
  Schema.makeFilter((s: string) => s.length >= 2 && s.length <= 200, {
    message: listingFormMessages.minimumTwo,
    code: "insufficient_length",
  }),
)
const Required = Trimmed.check(
  Schema.makeFilter((s: string) => s.length > 0 && s.length <= 100, {
    message: "required",
    code: "required",
  }),
)
const OptionalLine = Schema.optional(Schema.String.check(Schema.isMaxLength(200)))
const OptionalCode = Schema.optional(Schema.String.check(Schema.isMaxLength(50)))

/** http(s) URLs only: 'Invalid website url'. */
export const WebsiteUrl = Trimmed.check(
  Schema.makeFilter(isWebUrl, { message: listingFormMessages.invalidWebsite, code: "invalid_url" }),
)

/**
 * Year founded, 1700 to the current year, as a number or the text a form sends. Codes as the spec names them:
 * invalid_year (not a whole year), not_a_number, year_out_of_bounds.
 */
export const YearFounded = Schema.Union([Schema.Number, Schema.String])
  .pipe(
    Schema.decode({
      decode: SchemaGetter.transform((value: number | string) =>
        typeof value === "string" ? value.trim() : value,
      ),
      encode: SchemaGetter.transform((value: number | string) => value),
    }),
  )
  .check(
    Schema.makeFilter(
      (value: number | string) => typeof value === "number" || /^-?\d+(\.\d+)?$/.test(value),
      {
        message: listingFormMessages.yearOutOfBounds,
        code: "not_a_number",
      },
    ),
    Schema.makeFilter((value: number | string) => Number.isInteger(Number(value)), {
      message: listingFormMessages.yearOutOfBounds,
      code: "invalid_year",
    }),
    Schema.makeFilter(
      (value: number | string) => Number(value) >= 1700 && Number(value) <= new Date().getUTCFullYear(),
      { message: listingFormMessages.yearOutOfBounds, code: "year_out_of_bounds" },
    ),
  )

const Ids = Schema.optional(
  Schema.Array(Schema.String.check(Schema.isMaxLength(40))).check(Schema.isMaxLength(100)),
)

/**
 * The organisation/listing form (spec 02 §5 "Organisation/listing form"), multipart under `listing[...]`.
 * The logo is required while the listing has none (the service checks); ids of reference items are checked
 * against the lists on the server; the capability statement is rich text, sanitized, its text at least 50.
 */
export const ListingFormInput = Schema.Struct({
  name: MinimumTwo,
  tagLine: MinimumTwo,
  website: WebsiteUrl,
  yearFounded: YearFounded,
  samCode: OptionalCode,
  dunsCode: OptionalCode,
  cageCode: OptionalCode,
  capabilityStatement: Schema.String.check(Schema.isMaxLength(50_000)),
  addressLine1: MinimumTwo,
  addressLine2: OptionalLine,
  addressLine3: OptionalLine,
  city: MinimumTwo,
  postalCode: MinimumTwo,
  stateOrProvince: Required,
  country: Required,
  pointOfContactId: Uuid,
  naicsCodeIds: Ids,
  productServiceCodeIds: Ids,
  businessClassificationIds: Ids,
  technologyTypeIds: Ids,
  socialMediaAccountsAttributes: Schema.optional(
    Schema.Array(SocialMediaAccountInput).check(Schema.isMaxLength(20)),
  ),
  /** A newly chosen logo (multipart file); absent keeps the current one. */
  logo: Schema.optional(FormFile),
})
export type ListingFormInput = typeof ListingFormInput.Type

/** The same path takes either the whole form or, as JSON, only the VISION-only visibility toggle. */
export const ListingVisibilityInput = Schema.Struct({ isOnlyVisionVisible: Schema.Boolean })
