import { AwardsQuery, paginate, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { callerAccountId } from "../accounts/membership"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { awardsPageOf, ownListing, visibleListing } from "./access"

const ListingRef = Schema.Struct({ listingId: Uuid })
const AwardRef = Schema.Struct({ listingId: Uuid, awardId: Uuid })
const AwardsOf = Schema.Struct({ listingId: Uuid, query: AwardsQuery })

/** The same reads as rest.ts: the owner side (`listings`) and the marketplace side (`connect`). */
const listings = router({
  mine: procedure("company").query(async ({ ctx }) => {
    const listing = await ctx.services.reads.listingOfAccount(await callerAccountId(ctx, ctx.caller))
    const { offset: _offset, ...pagination } = paginate(1, { page: 1, perPage: 10 })
    return { data: [listing], pagination }
  }),
  get: procedure("company")
    .input(input(ListingRef))
    .query(({ ctx, input }) => ownListing(ctx, ctx.caller, input.listingId)),
  awards: procedure("company")
    .input(input(AwardsOf))
    .query(async ({ ctx, input }) => {
      await ownListing(ctx, ctx.caller, input.listingId)
      return awardsPageOf(ctx, input.listingId, input.query)
    }),
  award: procedure("company")
    .input(input(AwardRef))
    .query(async ({ ctx, input }) => {
      await ownListing(ctx, ctx.caller, input.listingId)
      return ctx.services.reads.award(input.listingId, input.awardId)
    }),
})

const connect = router({
  listing: procedure("user")
    .input(input(ListingRef))
    .query(({ ctx, input }) => visibleListing(ctx, ctx.caller, input.listingId)),
  awards: procedure("user")
    .input(input(AwardsOf))
    .query(async ({ ctx, input }) => {
      await visibleListing(ctx, ctx.caller, input.listingId)
      return awardsPageOf(ctx, input.listingId, input.query)
    }),
  award: procedure("user")
    .input(input(AwardRef))
    .query(async ({ ctx, input }) => {
      await visibleListing(ctx, ctx.caller, input.listingId)
      return ctx.services.reads.award(input.listingId, input.awardId)
    }),
})

export const listingsProcedures = { listings, connect }
