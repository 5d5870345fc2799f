import { Schema } from "effect"
import { StoredFile } from "./file-address"
import { SocialMediaAccount } from "./identity"
import { Paginated } from "./pagination"

const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema)

/** The storefront's primary contact (spec 02 §3 Point of contact): a user of the owning account. */
export const PointOfContact = Schema.Struct({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  headshot: Nullable(StoredFile),
  title: Nullable(Schema.String),
  email: Schema.String,
  cellPhone: Nullable(Schema.String),
  workPhone: Nullable(Schema.String),
  workPhoneExt: Nullable(Schema.String),
  socialMediaAccounts: Schema.Array(SocialMediaAccount),
})
export type PointOfContact = typeof PointOfContact.Type

/**
 * A user of a storefront's account as the marketplace shows them (GET /connect/listings/{id}/people): who
 * they are, not how to reach them. Contact details are the point of contact's, which the owners chose to
 * publish; the spec names no others.
 */
export const ListingPerson = Schema.Struct({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  title: Nullable(Schema.String),
  headshot: Nullable(StoredFile),
})
export type ListingPerson = typeof ListingPerson.Type

export const ListingPeoplePage = Paginated(ListingPerson)
export type ListingPeoplePage = typeof ListingPeoplePage.Type
