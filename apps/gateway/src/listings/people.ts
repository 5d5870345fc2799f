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
import { marketSide, ownerSide, type StorefrontSide } from "./sides"

/**
 * The people of a storefront's account (spec 02 §3 Point of contact, §7 people), behind the listing's own
 * check on each side (workflows' storefront reads): its contact from either side, its users from the
 * marketplace side.
 */
const connectPeople = (
  ctx: RequestContext,
  caller: Caller,
  listingId: string,
  query: typeof PageQuery.Type,
) => ctx.services.storefronts.market.people(caller, listingId, query)

const ListingParams = Schema.Struct({ id: Uuid })
const ListingRef = Schema.Struct({ listingId: Uuid })

const pointOfContactRoute = (side: StorefrontSide) =>
  defineRoute({
    method: "GET",
    path: `${side.path}/users/point_of_contact`,
    summary: `${side.theirs("primary contact")} (NoUserPointOfContact when none is set or they left)`,
    tag: side.tag,
    access: side.access,
    params: ListingParams,
    response: PointOfContactSchema,
    handler: ({ ctx, caller, params }) => side.reads(ctx).pointOfContact(caller, params.id),
  })

const pointOfContactProcedure = (side: StorefrontSide) =>
  procedure(side.access)
    .input(input(ListingRef))
    .output(output(PointOfContactSchema))
    .query(({ ctx, input }) => side.reads(ctx).pointOfContact(ctx.caller, input.listingId))

export const listingPeopleRoutes = [
  pointOfContactRoute(ownerSide),
  pointOfContactRoute(marketSide),
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
  owner: { pointOfContact: pointOfContactProcedure(ownerSide) },
  connect: {
    pointOfContact: pointOfContactProcedure(marketSide),
    people: procedure("user")
      .input(input(Schema.Struct({ listingId: Uuid, query: PageQuery })))
      .output(output(ListingPeoplePageSchema))
      .query(({ ctx, input }) => connectPeople(ctx, ctx.caller, input.listingId, input.query)),
  },
}
