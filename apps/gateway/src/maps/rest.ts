import {
  Address,
  PlaceDetailsQuery,
  PlaceParams,
  PlaceSuggestions,
  PlaceSuggestionsQuery,
} from "@ignite/contracts"
import { defineRoute, type RestRoute } from "../rest/route"

/**
 * Address search for the forms (spec 02 §2 "address search with manual entry"), asked of the maps service
 * by the server: the browser may load no vendor script. Signed-in people only, limited per user; without a
 * maps key both answer 404 MapsNotConfigured, and an upstream failure is 503 MapsUnavailable.
 */
export const mapsRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/maps/places",
    summary: "Address suggestions for what was typed (input: 3 to 200 characters; optional sessionToken)",
    tag: "Maps",
    access: "user",
    query: PlaceSuggestionsQuery,
    errors: ["MapsNotConfigured", "MapsUnavailable", "RateLimited"],
    response: PlaceSuggestions,
    handler: ({ ctx, caller, query }) =>
      ctx.services.addressSearch.suggest(caller.sub, query.input, query.sessionToken),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/maps/places/{placeId}",
    summary: "The address of a suggested place (spec 02 §3 Address)",
    tag: "Maps",
    access: "user",
    params: PlaceParams,
    query: PlaceDetailsQuery,
    errors: ["MapsNotConfigured", "PlaceNotFound", "MapsUnavailable", "RateLimited"],
    response: Address,
    handler: ({ ctx, caller, params, query }) =>
      ctx.services.addressSearch.place(caller.sub, params.placeId, query.sessionToken),
  }),
]
