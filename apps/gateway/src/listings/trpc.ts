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
import { artifactReadProcedures, artifactWriteProcedures } from "./artifacts-trpc"
import { listingPeopleProcedures } from "./people"
import { marketSide, ownerSide, type StorefrontSide } from "./sides"
import { storefrontCommands } from "./storefront-commands"

const ListingRef = Schema.Struct({ listingId: Uuid })
const AwardRef = Schema.Struct({ listingId: Uuid, awardId: Uuid })
const AwardsOf = Schema.Struct({ listingId: Uuid, query: AwardsQuery })

const publicationProcedure = (command: "publish" | "unpublish") =>
  procedure("company")
    .input(input(ListingRef))
    .output(output(ListingView))
    .mutation(({ ctx, input }) => storefrontCommands[command](ctx, ctx.caller, input.listingId))

/** A storefront's awards and artifacts, read alike from either side. */
const sideProcedures = (side: StorefrontSide) => ({
  awards: procedure(side.access)
    .input(input(AwardsOf))
    .output(output(AwardsPage))
    .query(({ ctx, input }) => side.reads(ctx).awards(ctx.caller, input.listingId, input.query)),
  award: procedure(side.access)
    .input(input(AwardRef))
    .output(output(Award))
    .query(({ ctx, input }) => side.reads(ctx).award(ctx.caller, input.listingId, input.awardId)),
  ...artifactReadProcedures(side),
})

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
    .mutation(({ ctx, input }) => storefrontCommands.edit(ctx, ctx.caller, input.listingId, input.listing)),
  setVisionOnly: procedure("company")
    .input(input(Schema.Struct({ listingId: Uuid, ...ListingVisibilityInput.fields })))
    .output(output(ListingView))
    .mutation(({ ctx, input }) =>
      storefrontCommands.setVisionOnly(ctx, ctx.caller, input.listingId, input.isOnlyVisionVisible),
    ),
  publish: publicationProcedure("publish"),
  unpublish: publicationProcedure("unpublish"),
  setPaymentStatus: procedure("admin")
    .input(input(Schema.Struct({ accountId: Uuid, ...PaymentStatusInput.fields })))
    .output(output(Schema.Null))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.companies.accounts.setPaymentStatus(ctx.caller.sub, input.accountId, input.status)
      return null
    }),
  mine: procedure("company")
    .output(output(ListingsPage))
    .query(({ ctx }) => ctx.services.storefronts.owner.mine(ctx.caller)),
  get: procedure("company")
    .input(input(ListingRef))
    .output(output(ListingView))
    .query(({ ctx, input }) => ctx.services.storefronts.owner.listing(ctx.caller, input.listingId)),
  ...sideProcedures(ownerSide),
  ...artifactWriteProcedures,
  ...listingPeopleProcedures.owner,
})

const connect = router({
  listing: procedure("user")
    .input(input(ListingRef))
    .output(output(ListingView))
    .query(async ({ ctx, input }) => {
      return ctx.services.storefronts.market.listing(ctx.caller, input.listingId)
    }),
  ...sideProcedures(marketSide),
  ...listingPeopleProcedures.connect,
})

export const listingsProcedures = { listings, connect }
