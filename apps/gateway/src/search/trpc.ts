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
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const SavedSearchRef = Schema.Struct({ savedSearchId: Uuid })

const search = router({
  /** The marketplace search, as GET /api/v1/connect/listings: every signed-in user, limited by visibility. */
  listings: procedure("user")
    .input(input(ListingSearchQuery))
    .output(output(ListingSearchPage, { kept: true }))
    .query(({ ctx, input }) => ctx.services.search.listings(ctx.caller, input)),
  facets: procedure("user")
    .input(input(ListingSearchQuery))
    .output(output(ListingSearchFacets, { kept: true }))
    .query(({ ctx, input }) => ctx.services.search.facets(ctx.caller, input)),
  savedSearches: procedure("gov")
    .input(input(PageQuery))
    .output(output(SavedSearchesPage))
    .query(({ ctx, input }) => ctx.services.search.savedSearches(ctx.caller, input)),
  savedSearch: procedure("gov")
    .input(input(SavedSearchRef))
    .output(output(SavedSearchView))
    .query(({ ctx, input }) => ctx.services.search.savedSearch(ctx.caller, input.savedSearchId)),
  save: procedure("gov")
    .input(input(SaveSearchInput))
    .output(output(SavedSearchView))
    .mutation(({ ctx, input }) => ctx.services.search.save(ctx.caller, input)),
  updateSaved: procedure("gov")
    .input(input(Schema.Struct({ savedSearchId: Uuid, ...UpdateSavedSearchInput.fields })))
    .output(output(SavedSearchView))
    .mutation(({ ctx, input: { savedSearchId, ...change } }) =>
      ctx.services.search.update(ctx.caller, savedSearchId, change),
    ),
  deleteSaved: procedure("gov")
    .input(input(SavedSearchRef))
    .output(output(Schema.Null))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.search.delete(ctx.caller, input.savedSearchId)
      return null
    }),
})

export const searchProcedures = { search }
