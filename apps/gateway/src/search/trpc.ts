import { PageQuery, SaveSearchInput, UpdateSavedSearchInput, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"

const SavedSearchRef = Schema.Struct({ savedSearchId: Uuid })

const search = router({
  savedSearches: procedure("gov")
    .input(input(PageQuery))
    .query(({ ctx, input }) => ctx.services.search.savedSearches(ctx.caller, input)),
  savedSearch: procedure("gov")
    .input(input(SavedSearchRef))
    .query(({ ctx, input }) => ctx.services.search.savedSearch(ctx.caller, input.savedSearchId)),
  save: procedure("gov")
    .input(input(SaveSearchInput))
    .mutation(({ ctx, input }) => ctx.services.search.save(ctx.caller, input)),
  updateSaved: procedure("gov")
    .input(input(Schema.Struct({ savedSearchId: Uuid, ...UpdateSavedSearchInput.fields })))
    .mutation(({ ctx, input: { savedSearchId, ...change } }) =>
      ctx.services.search.update(ctx.caller, savedSearchId, change),
    ),
  deleteSaved: procedure("gov")
    .input(input(SavedSearchRef))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.search.delete(ctx.caller, input.savedSearchId)
      return null
    }),
})

export const searchProcedures = { search }
