import {
  AppError,
  type ListingPeoplePage,
  ListingPeoplePage as ListingPeoplePageSchema,
  type ListingView,
  normalizePage,
  PageQuery,
  type PointOfContact,
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
import { ownListing, visibleListing } from "./access"

/**
 * The people of a storefront's account (spec 02 §3 Point of contact, §7 people): read from the accounts read
 * model, after the listing's own check (owner side: a member of the account; marketplace side: the
 * visibility rule, so an unseen storefront's people are as unknown as the storefront).
 */

/** The user the storefront names as its contact, while they are still one of the account's users. */
const pointOfContactOf = async (ctx: RequestContext, listing: ListingView): Promise<PointOfContact> => {
  const member = listing.pointOfContactId
    ? await ctx.services.reads.accountMember(listing.accountId, listing.pointOfContactId)
    : undefined
  if (!member) throw new AppError("NoUserPointOfContact")
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    headshot: member.headshot,
    title: member.title,
    email: member.email,
    cellPhone: member.cellPhone,
    workPhone: member.workPhone,
    workPhoneExt: member.workPhoneExt,
    socialMediaAccounts: member.socialMediaAccounts,
  }
}

/** The account's users as a government user may see them: names, titles and pictures, no contact details. */
const peopleOf = async (
  ctx: RequestContext,
  listing: ListingView,
  query: typeof PageQuery.Type,
): Promise<ListingPeoplePage> => {
  const page = await ctx.services.reads.accountUsers(listing.accountId, {
    ...normalizePage(query),
    includeInvites: false,
  })
  return {
    data: page.data.flatMap((entry) =>
      entry.kind === "user"
        ? [
            {
              id: entry.user.id,
              firstName: entry.user.firstName,
              lastName: entry.user.lastName,
              title: entry.user.title,
              headshot: entry.user.headshot,
            },
          ]
        : [],
    ),
    pagination: page.pagination,
  }
}

const ownerPointOfContact = async (ctx: RequestContext, caller: Caller, listingId: string) =>
  pointOfContactOf(ctx, await ownListing(ctx, caller, listingId))
const connectPointOfContact = async (ctx: RequestContext, caller: Caller, listingId: string) =>
  pointOfContactOf(ctx, await visibleListing(ctx, caller, listingId))
const connectPeople = async (
  ctx: RequestContext,
  caller: Caller,
  listingId: string,
  query: typeof PageQuery.Type,
) => peopleOf(ctx, await visibleListing(ctx, caller, listingId), query)

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
