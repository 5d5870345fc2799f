import {
  ListingPeoplePage as ListingPeoplePageSchema,
  PageQuery,
  PointOfContact as PointOfContactSchema,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import type { Caller } from "../access"
import type { RequestContext } from "../context"
import { defineRoute } from "../rest/route"
import { procedure } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/**
 * The people of a storefront's account (spec 02 §3 Point of contact, §7 people), behind the listing's own
 * check on each side (workflows' storefront reads).
 */
const ownerPointOfContact = (ctx: RequestContext, caller: Caller, listingId: string) =>
  ctx.services.storefrontReads.owner.pointOfContact(caller, listingId)
const connectPointOfContact = (ctx: RequestContext, caller: Caller, listingId: string) =>
  ctx.services.storefrontReads.market.pointOfContact(caller, listingId)
const connectPeople = (
  ctx: RequestContext,
  caller: Caller,
  listingId: string,
  query: typeof PageQuery.Type,
) => ctx.services.storefrontReads.market.people(caller, listingId, query)

const ListingParams = Schema.Struct({ id: Uuid })
const ListingRef = Schema.Struct({ listingId: Uuid })

export const listingPeopleRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/listings/{id}/users/point_of_contact",
    summary:
      "The primary contact of a storefront of the caller's account (NoUserPointOfContact when none is set or they left)",
    tag: "Listings",
    access: "company",
    params: ListingParams,
    response: PointOfContactSchema,
    handler: ({ ctx, caller, params }) => ownerPointOfContact(ctx, caller, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}/users/point_of_contact",
    summary: "A visible storefront's primary contact (NoUserPointOfContact when none is set or they left)",
    tag: "Marketplace",
    access: "user",
    params: ListingParams,
    response: PointOfContactSchema,
    handler: ({ ctx, caller, params }) => connectPointOfContact(ctx, caller, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/listings/{id}/people",
    summary: "The users of a visible storefront's account: names, titles and pictures (page, perPage)",
    tag: "Marketplace",
    access: "user",
    params: ListingParams,
    query: PageQuery,
    response: ListingPeoplePageSchema,
    handler: ({ ctx, caller, params, query }) => connectPeople(ctx, caller, params.id, query),
  }),
]

/** The same reads over tRPC, merged into the `listings` (owner) and `connect` (marketplace) routers. */
export const listingPeopleProcedures = {
  owner: {
    pointOfContact: procedure("company")
      .input(input(ListingRef))
      .output(output(PointOfContactSchema))
      .query(({ ctx, input }) => ownerPointOfContact(ctx, ctx.caller, input.listingId)),
  },
  connect: {
    pointOfContact: procedure("user")
      .input(input(ListingRef))
      .output(output(PointOfContactSchema))
      .query(({ ctx, input }) => connectPointOfContact(ctx, ctx.caller, input.listingId)),
    people: procedure("user")
      .input(input(Schema.Struct({ listingId: Uuid, query: PageQuery })))
      .output(output(ListingPeoplePageSchema))
      .query(({ ctx, input }) => connectPeople(ctx, ctx.caller, input.listingId, input.query)),
  },
}
