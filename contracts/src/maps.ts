import { Schema } from "effect"
import { addressSearch } from "./texts/maps"

/** Google's session token groups a search's keystrokes and its final details call into one billed session. */
const SessionToken = Schema.optional(
  Schema.String.check(Schema.isMaxLength(100), Schema.isPattern(/^[A-Za-z0-9_-]+$/)),
)

/** GET /api/v1/maps/places?input=...; tRPC maps.suggest. */
export const PlaceSuggestionsQuery = Schema.Struct({
  input: Schema.String.check(
    Schema.isMinLength(addressSearch.minimumCharacters),
    Schema.isMaxLength(addressSearch.maximumCharacters),
  ),
  sessionToken: SessionToken,
})
export type PlaceSuggestionsQuery = typeof PlaceSuggestionsQuery.Type

/** GET /api/v1/maps/places/{placeId}; tRPC maps.place. Place ids are opaque, URL-safe strings. */
export const PlaceParams = Schema.Struct({
  placeId: Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(1000),
    Schema.isPattern(/^[A-Za-z0-9_-]+$/),
  ),
})
export const PlaceDetailsQuery = Schema.Struct({ sessionToken: SessionToken })
export const PlaceInput = Schema.Struct({ ...PlaceParams.fields, ...PlaceDetailsQuery.fields })
export type PlaceInput = typeof PlaceInput.Type

export const PlaceSuggestion = Schema.Struct({ placeId: Schema.String, description: Schema.String })
export type PlaceSuggestion = typeof PlaceSuggestion.Type
export const PlaceSuggestions = Schema.Array(PlaceSuggestion)

/**
 * Spec 02 §3 Address. `stateOrProvince` is the region's short code; `stateOrProvinceName` (not in the spec)
 * lets a form pick the region of a country whose table lists no short codes.
 */
export const Address = Schema.Struct({
  addressLine1: Schema.String,
  addressLine1Parts: Schema.Struct({ streetNumber: Schema.String, street: Schema.String }),
  city: Schema.String,
  stateOrProvince: Schema.String,
  stateOrProvinceName: Schema.String,
  postalCode: Schema.String,
  country: Schema.String,
})
export type Address = typeof Address.Type
