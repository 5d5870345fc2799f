import {
  AppError,
  Award,
  AwardsPage,
  AwardsQuery,
  Eager,
  eagerRelations,
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
import { marketSide, ownerSide, type StorefrontSide } from "./sides"
import { storefrontCommands } from "./storefront-commands"
import { storefrontMembers } from "./storefront-members"

const ListingParams = Schema.Struct({ id: Uuid })
/** The view carries every relation the spec names; `eager` may name them, and nothing else. */
const ListingQuery = Schema.Struct({ eager: Schema.optional(Eager(eagerRelations.listing)) })
/** One path, two bodies (spec 02 §7): the whole form under `listing`, or only the visibility toggle. */
const ListingUpdateBody = Schema.Struct({
  listing: Schema.optional(ListingFormInput),
  isOnlyVisionVisible: Schema.optional(ListingVisibilityInput.fields.isOnlyVisionVisible),
})
const AwardParams = Schema.Struct({ id: Uuid, awardId: Uuid })

/** A storefront's awards, read alike from either side. */
const awardRoutes = (side: StorefrontSide) => [
  defineRoute({
    method: "GET",
    path: `${side.path}/listing_awards`,
    summary: `${side.theirs("awards")} (page, perPage, searchAwards, sortBy, sortDirection)`,
    tag: side.tag,
    access: side.access,
    params: ListingParams,
    query: AwardsQuery,
    response: AwardsPage,
    handler: ({ ctx, caller, params, query }) => side.reads(ctx).awards(caller, params.id, query),
  }),
  defineRoute({
    method: "GET",
    path: `${side.path}/listing_awards/{awardId}`,
    summary: `One award of ${side.storefront}`,
    tag: side.tag,
    access: side.access,
    params: AwardParams,
    response: Award,
    handler: ({ ctx, caller, params }) => side.reads(ctx).award(caller, params.id, params.awardId),
  }),
]

/** Publishing and unpublishing the account's storefront: the same route but for the command. */
const publicationRoute = (command: "publish" | "unpublish", summary: string) =>
  defineRoute({
    method: "PATCH",
    path: `/api/v1/current_user/listings/{id}/${command}`,
    summary,
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: ListingView,
    handler: ({ ctx, caller, params }) => storefrontCommands[command](ctx, caller, params.id),
  })

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
    handler: ({ ctx, caller }) => ctx.services.storefronts.owner.mine(caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}",
    summary: "A storefront of the caller's account",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    query: ListingQuery,
    response: ListingView,
    handler: ({ ctx, caller, params }) => ctx.services.storefronts.owner.listing(caller, params.id),
  }),
  ...awardRoutes(ownerSide),
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
    admits: storefrontMembers,
    errors: ["NotAccountMember"],
    response: ListingView,
    handler: ({ ctx, caller, params, body }) => {
      if (body.listing) return storefrontCommands.edit(ctx, caller, params.id, body.listing)
      if (body.isOnlyVisionVisible !== undefined)
        return storefrontCommands.setVisionOnly(ctx, caller, params.id, body.isOnlyVisionVisible)
      throw new AppError("BadRequest", "Send the form as listing[...], or isOnlyVisionVisible.")
    },
  }),
  publicationRoute(
    "publish",
    "Publish the account's storefront (again after an unpublish only while the account's payments are in good standing: PaymentRequired)",
  ),
  publicationRoute("unpublish", "Take the account's storefront off the marketplace"),
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
      await ctx.services.companies.accounts.setPaymentStatus(caller.sub, params.id, body.status)
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
    query: ListingQuery,
    response: ListingView,
    handler: async ({ ctx, caller, params }) => {
      return ctx.services.storefronts.market.listing(caller, params.id)
    },
  }),
  ...awardRoutes(marketSide),
  ...artifactsRoutes,
  ...listingPeopleRoutes,
]
