import {
  ListingSearchFacets,
  ListingSearchPage,
  ListingSearchQuery,
  PageQuery,
  SavedSearchesPage,
  SavedSearchView,
  SaveSearchInput,
  UpdateSavedSearchInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { Download, defineRoute, type RestRoute } from "../rest/route"

const SavedSearchParams = Schema.Struct({ id: Uuid })

/**
 * The marketplace search (spec 02 §7: GET /api/v1/connect/listings with the panels' parameters), its facet
 * counts and its CSV export, for every signed-in user (the visibility rule limits what each one finds);
 * the export and the facets sit beside the search (a static path wins over /connect/listings/{id}). A
 * government user's saved searches (beyond the spec: the REST-natural paths next to the search).
 */
export const searchRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings",
    summary:
      "The marketplace search: the storefronts the caller may see matching every panel's parameters (page, perPage, sortBy, sortDirection, highlight, eager), with highlights and matched offers and awards",
    tag: "Marketplace",
    access: "user",
    query: ListingSearchQuery,
    response: ListingSearchPage,
    kept: true,
    handler: ({ ctx, caller, query }) => ctx.services.search.listings(caller, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/facets",
    summary:
      "How many results each option of the search's multi-selects (and states and award phases) would give with the other parameters as they are",
    tag: "Marketplace",
    access: "user",
    query: ListingSearchQuery,
    response: ListingSearchFacets,
    kept: true,
    handler: ({ ctx, caller, query }) => ctx.services.search.facets(caller, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/export",
    summary:
      "The search's whole result set as CSV (the same parameters, no paging, at most 5,000 storefronts in the search's order), as an attachment",
    tag: "Marketplace",
    access: "user",
    query: ListingSearchQuery,
    download: { contentType: "text/csv; charset=utf-8" },
    handler: async ({ ctx, caller, query }) => {
      const file = await ctx.services.search.exportCsv(caller, query)
      return new Download(file.fileName, file.lines)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/saved_searches",
    summary: "The caller's saved searches (page, perPage)",
    tag: "Search",
    access: "gov",
    query: PageQuery,
    response: SavedSearchesPage,
    handler: ({ ctx, caller, query }) => ctx.services.search.savedSearches(caller, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/saved_searches",
    summary: "Save the search in the address (its query string) under a name, with alerts on unless said",
    tag: "Search",
    access: "gov",
    status: 201,
    body: SaveSearchInput,
    response: SavedSearchView,
    handler: ({ ctx, caller, body }) => ctx.services.search.save(caller, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/saved_searches/{id}",
    summary: "One of the caller's saved searches",
    tag: "Search",
    access: "gov",
    params: SavedSearchParams,
    response: SavedSearchView,
    handler: ({ ctx, caller, params }) => ctx.services.search.savedSearch(caller, params.id),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/saved_searches/{id}",
    summary: "Rename one of the caller's saved searches, or turn its alerts on or off",
    tag: "Search",
    access: "gov",
    params: SavedSearchParams,
    body: UpdateSavedSearchInput,
    response: SavedSearchView,
    handler: ({ ctx, caller, params, body }) => ctx.services.search.update(caller, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/saved_searches/{id}",
    summary: "Delete one of the caller's saved searches",
    tag: "Search",
    access: "gov",
    status: 204,
    params: SavedSearchParams,
    handler: ({ ctx, caller, params }) => ctx.services.search.delete(caller, params.id),
  }),
]
