import {
  Award,
  AwardsPage,
  AwardsQuery,
  ListingFormInput,
  ListingsPage,
  ListingView,
  ListingVisibilityInput,
  PaymentStatusInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { connectArtifactProcedures, ownerArtifactProcedures } from "./artifacts-trpc"
import { listingPeopleProcedures } from "./people"

const ListingRef = Schema.Struct({ listingId: Uuid })
const AwardRef = Schema.Struct({ listingId: Uuid, awardId: Uuid })
const AwardsOf = Schema.Struct({ listingId: Uuid, query: AwardsQuery })

/** The same reads as rest.ts: the owner side (`listings`) and the marketplace side (`connect`). */
const listings = router({
  /** The form without a logo file (files travel over the REST route); the logo already stored stays. */
  edit: procedure("company")
    .input(
      input(
        Schema.Struct({
          listingId: Uuid,
          listing: ListingFormInput.mapFields(({ logo: _logo, ...rest }) => rest),
        }),
      ),
    )
    .output(output(ListingView))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.storefrontEdits.edit(ctx.caller.sub, input.listingId, input.listing)
      return ctx.services.reads.listing(input.listingId)
    }),
  setVisionOnly: procedure("company")
    .input(input(Schema.Struct({ listingId: Uuid, ...ListingVisibilityInput.fields })))
    .output(output(ListingView))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.storefrontEdits.setVisionOnly(
        ctx.caller.sub,
        input.listingId,
        input.isOnlyVisionVisible,
      )
      return ctx.services.reads.listing(input.listingId)
    }),
  publish: procedure("company")
    .input(input(ListingRef))
    .output(output(ListingView))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.storefronts.publish(ctx.caller.sub, input.listingId)
      return ctx.services.reads.listing(input.listingId)
    }),
  unpublish: procedure("company")
    .input(input(ListingRef))
    .output(output(ListingView))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.storefronts.unpublish(ctx.caller.sub, input.listingId)
      return ctx.services.reads.listing(input.listingId)
    }),
  setPaymentStatus: procedure("admin")
    .input(input(Schema.Struct({ accountId: Uuid, ...PaymentStatusInput.fields })))
    .output(output(Schema.Null))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.accounts.setPaymentStatus(ctx.caller.sub, input.accountId, input.status)
      return null
    }),
  mine: procedure("company")
    .output(output(ListingsPage))
    .query(({ ctx }) => ctx.services.storefrontReads.owner.mine(ctx.caller)),
  get: procedure("company")
    .input(input(ListingRef))
    .output(output(ListingView))
    .query(({ ctx, input }) => ctx.services.storefrontReads.owner.listing(ctx.caller, input.listingId)),
  awards: procedure("company")
    .input(input(AwardsOf))
    .output(output(AwardsPage))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefrontReads.owner.awards(ctx.caller, input.listingId, input.query)
    }),
  award: procedure("company")
    .input(input(AwardRef))
    .output(output(Award))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefrontReads.owner.award(ctx.caller, input.listingId, input.awardId)
    }),
  ...ownerArtifactProcedures,
  ...listingPeopleProcedures.owner,
})

const connect = router({
  listing: procedure("user")
    .input(input(ListingRef))
    .output(output(ListingView))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefrontReads.market.listing(ctx.caller, input.listingId)
    }),
  awards: procedure("user")
    .input(input(AwardsOf))
    .output(output(AwardsPage))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefrontReads.market.awards(ctx.caller, input.listingId, input.query)
    }),
  award: procedure("user")
    .input(input(AwardRef))
    .output(output(Award))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefrontReads.market.award(ctx.caller, input.listingId, input.awardId)
    }),
  ...connectArtifactProcedures,
  ...listingPeopleProcedures.connect,
})

export const listingsProcedures = { listings, connect }
