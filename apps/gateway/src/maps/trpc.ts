import { Address, PlaceInput, PlaceSuggestions, PlaceSuggestionsQuery } from "@ignite/contracts"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/** The same address search as rest.ts. */
const maps = router({
  suggest: procedure("user")
    .input(input(PlaceSuggestionsQuery))
    .output(output(PlaceSuggestions))
    .query(({ ctx, input }) =>
      ctx.services.addressSearch.suggest(ctx.caller.sub, input.input, input.sessionToken),
    ),
  place: procedure("user")
    .input(input(PlaceInput))
    .output(output(Address))
    .query(({ ctx, input }) =>
      ctx.services.addressSearch.place(ctx.caller.sub, input.placeId, input.sessionToken),
    ),
})

export const mapsProcedures = { maps }
