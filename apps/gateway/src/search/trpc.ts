import { CreateSavedSearchInput, PageQuery, RenameSavedSearchInput, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"

const SavedSearchRef = Schema.Struct({ savedSearchId: Uuid })

const search = router({
  list: procedure("user")
    .input(input(PageQuery))
    .query(({ ctx, input }) => ctx.services.search.list(ctx.caller, input)),
  get: procedure("user")
    .input(input(SavedSearchRef))
    .query(({ ctx, input }) => ctx.services.search.get(ctx.caller, input.savedSearchId)),
  create: procedure("user")
    .input(input(CreateSavedSearchInput))
    .mutation(({ ctx, input }) => ctx.services.search.create(ctx.caller, input)),
  rename: procedure("user")
    .input(input(Schema.Struct({ savedSearchId: Uuid, ...RenameSavedSearchInput.fields })))
    .mutation(({ ctx, input: { savedSearchId, ...form } }) =>
      ctx.services.search.rename(ctx.caller, savedSearchId, form),
    ),
})

export const searchProcedures = { search }
