import {
  AppError,
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
import { defineRoute } from "../rest/route"
import { artifactsRoutes } from "./artifacts-rest"
import { listingPeopleRoutes } from "./people"

const ListingParams = Schema.Struct({ id: Uuid })
/** One path, two bodies (spec 02 §7): the whole form under `listing`, or only the visibility toggle. */
const ListingUpdateBody = Schema.Struct({
  listing: Schema.optional(ListingFormInput),
  isOnlyVisionVisible: Schema.optional(ListingVisibilityInput.fields.isOnlyVisionVisible),
})
const AwardParams = Schema.Struct({ id: Uuid, awardId: Uuid })

/**
 * Storefronts and their awards (spec 02 §7): the owner side under /listings and /current_user/listings for
 * the account's members, the marketplace side under /connect/listings for every signed-in user, with the
 * visibility rule applied (an unpublished storefront is not found but by its owners).
 */
export const listingsRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user/listings",
    summary: "The signed-in company user's storefronts (an account has one)",
    tag: "Listings",
    access: "company",
    response: ListingsPage,
    handler: ({ ctx, caller }) => ctx.services.storefrontReads.owner.mine(caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}",
    summary: "A storefront of the caller's account",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: ListingView,
    handler: ({ ctx, caller, params }) => ctx.services.storefrontReads.owner.listing(caller, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}/listing_awards",
    summary:
      "The awards of a storefront of the caller's account (page, perPage, searchAwards, sortBy, sortDirection)",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    query: AwardsQuery,
    response: AwardsPage,
    handler: async ({ ctx, caller, params, query }) => {
      return ctx.services.storefrontReads.owner.awards(caller, params.id, query)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}/listing_awards/{awardId}",
    summary: "One award of a storefront of the caller's account",
    tag: "Listings",
    access: "company",
    params: AwardParams,
    response: Award,
    handler: async ({ ctx, caller, params }) => {
      return ctx.services.storefrontReads.owner.award(caller, params.id, params.awardId)
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/listings/{id}",
    summary:
      "Edit the account's storefront: multipart listing[...] with the whole organisation/listing form (a logo file when newly chosen), or JSON {isOnlyVisionVisible}",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    body: ListingUpdateBody,
    form: { fields: ListingUpdateBody, files: ["listing[logo]"], json: ListingUpdateBody },
    errors: ["NotAccountMember"],
    response: ListingView,
    handler: async ({ ctx, caller, params, body }) => {
      if (body.listing) await ctx.services.storefrontEdits.edit(caller.sub, params.id, body.listing)
      else if (body.isOnlyVisionVisible !== undefined)
        await ctx.services.storefrontEdits.setVisionOnly(caller.sub, params.id, body.isOnlyVisionVisible)
      else throw new AppError("BadRequest", "Send the form as listing[...], or isOnlyVisionVisible.")
      return ctx.services.reads.listing(params.id)
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/listings/{id}/publish",
    summary:
      "Publish the account's storefront (again after an unpublish only while the account's payments are in good standing: PaymentRequired)",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: ListingView,
    handler: async ({ ctx, caller, params }) => {
      await ctx.services.storefronts.publish(caller.sub, params.id)
      return ctx.services.reads.listing(params.id)
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/listings/{id}/unpublish",
    summary: "Take the account's storefront off the marketplace",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: ListingView,
    handler: async ({ ctx, caller, params }) => {
      await ctx.services.storefronts.unpublish(caller.sub, params.id)
      return ctx.services.reads.listing(params.id)
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/admin/accounts/{id}/payment_status",
    summary: "Record whether an account's payments are in good standing (republishing a storefront needs it)",
    tag: "Admin",
    access: "admin",
    status: 204,
    params: Schema.Struct({ id: Uuid }),
    body: PaymentStatusInput,
    handler: async ({ ctx, caller, params, body }) => {
      await ctx.services.accounts.setPaymentStatus(caller.sub, params.id, body.status)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}",
    summary:
      "A storefront as the marketplace shows it (not found while unpublished, but to its owners); a government user's visit counts as a profile view",
    tag: "Marketplace",
    access: "user",
    params: ListingParams,
    response: ListingView,
    handler: async ({ ctx, caller, params }) => {
      return ctx.services.storefrontReads.market.listing(caller, params.id)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}/listing_awards",
    summary: "A visible storefront's awards (page, perPage, searchAwards, sortBy, sortDirection)",
    tag: "Marketplace",
    access: "user",
    params: ListingParams,
    query: AwardsQuery,
    response: AwardsPage,
    handler: async ({ ctx, caller, params, query }) => {
      return ctx.services.storefrontReads.market.awards(caller, params.id, query)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}/listing_awards/{awardId}",
    summary: "One award of a visible storefront",
    tag: "Marketplace",
    access: "user",
    params: AwardParams,
    response: Award,
    handler: async ({ ctx, caller, params }) => {
      return ctx.services.storefrontReads.market.award(caller, params.id, params.awardId)
    },
  }),
  ...artifactsRoutes,
  ...listingPeopleRoutes,
]
