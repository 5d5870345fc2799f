import {
  PageQuery,
  SavedSearchesPage,
  SavedSearchView,
  SaveSearchInput,
  UpdateSavedSearchInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const SavedSearchParams = Schema.Struct({ id: Uuid })

/** A government user's saved searches (beyond the spec: the REST-natural paths next to the search). */
export const searchRoutes: readonly RestRoute[] = [
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
