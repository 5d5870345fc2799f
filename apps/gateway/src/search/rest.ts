import {
  CreateSavedSearchInput,
  PageQuery,
  RenameSavedSearchInput,
  SavedSearchesPage,
  SavedSearchView,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const SavedSearchParams = Schema.Struct({ id: Uuid })

/** The saved searches of the signed-in user. */
export const searchRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/saved_searches",
    summary: "The caller's saved searches (page, perPage)",
    tag: "Search",
    access: "user",
    query: PageQuery,
    response: SavedSearchesPage,
    handler: ({ ctx, caller, query }) => ctx.services.search.list(caller, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/saved_searches",
    summary: "Start a saved search",
    tag: "Search",
    access: "user",
    status: 201,
    body: CreateSavedSearchInput,
    response: SavedSearchView,
    handler: ({ ctx, caller, body }) => ctx.services.search.create(caller, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/saved_searches/{id}",
    summary: "One of the caller's saved searches",
    tag: "Search",
    access: "user",
    params: SavedSearchParams,
    response: SavedSearchView,
    handler: ({ ctx, caller, params }) => ctx.services.search.get(caller, params.id),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/saved_searches/{id}",
    summary: "Rename one of the caller's saved searches",
    tag: "Search",
    access: "user",
    params: SavedSearchParams,
    body: RenameSavedSearchInput,
    response: SavedSearchView,
    handler: ({ ctx, caller, params, body }) => ctx.services.search.rename(caller, params.id, body),
  }),
]
