import { Award, AwardsPage, AwardsQuery, ListingsPage, ListingView, paginate, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { callerAccountId } from "../accounts/membership"
import { defineRoute } from "../rest/route"
import { awardsPageOf, ownListing, visibleListing } from "./access"

const ListingParams = Schema.Struct({ id: Uuid })
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
    handler: async ({ ctx, caller }) => {
      const listing = await ctx.services.reads.listingOfAccount(await callerAccountId(ctx, caller))
      const { offset: _offset, ...pagination } = paginate(1, { page: 1, perPage: 10 })
      return { data: [listing], pagination }
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}",
    summary: "A storefront of the caller's account",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: ListingView,
    handler: ({ ctx, caller, params }) => ownListing(ctx, caller, params.id),
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
      await ownListing(ctx, caller, params.id)
      return awardsPageOf(ctx, params.id, query)
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
      await ownListing(ctx, caller, params.id)
      return ctx.services.reads.award(params.id, params.awardId)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}",
    summary: "A storefront as the marketplace shows it (not found while unpublished, but to its owners)",
    tag: "Marketplace",
    access: "user",
    params: ListingParams,
    response: ListingView,
    handler: ({ ctx, caller, params }) => visibleListing(ctx, caller, params.id),
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
      await visibleListing(ctx, caller, params.id)
      return awardsPageOf(ctx, params.id, query)
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
      await visibleListing(ctx, caller, params.id)
      return ctx.services.reads.award(params.id, params.awardId)
    },
  }),
]
