import { Eager } from "@ignite/contracts"
import { type ReferenceListKind, referenceListKinds } from "@ignite/contracts/events"
import {
  AddReferenceItemInput,
  GovUserOrganizationsPage,
  GovUserOrganizationsQuery,
  govUserOrganizationsPage,
  type OrganizationItem,
  ReferenceItemDto,
  RenameReferenceItemInput,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"
import { type WholeList, wholeLists } from "./lists"
import { naicsRoutes } from "./naics-routes"
import { stableAnswersPerList } from "./stable-answers"

const organizationsPage = stableAnswersPerList(
  (list: readonly OrganizationItem[], query: GovUserOrganizationsQuery) =>
    govUserOrganizationsPage(query, list),
)

/** A whole list at one path: the same object until an event changes it, so serialized once and sent with an ETag. */
const listRoute = (path: string, summary: string, list: WholeList, access: "anonymous" | "user") =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag: "Reference",
    access,
    query: Schema.Struct({ eager: Schema.optional(Eager(list.eager ?? [])) }),
    response: list.response,
    etag: true,
    handler: async ({ ctx }) => list.answer(ctx),
  })

const lists = Object.values(wholeLists) as WholeList[]

/** The spec's path segment of each admin-kept list. */
const segments: Record<ReferenceListKind, string> = {
  technologyTypes: "technology_types",
  businessClassifications: "business_classifications",
  govUserOrganizations: "gov_user_organizations",
}

const adminRoutes = referenceListKinds.flatMap((kind) => [
  defineRoute({
    method: "POST",
    path: `/api/v1/admin/${segments[kind]}`,
    summary: `Add to the ${segments[kind].replace(/_/g, " ")} (organisations also need longName and categoryId)`,
    tag: "Reference",
    access: "admin",
    status: 201,
    body: AddReferenceItemInput,
    response: ReferenceItemDto,
    handler: ({ ctx, caller, body }) => ctx.services.reference.admin.add(caller.sub, kind, body),
  }),
  defineRoute({
    method: "PATCH",
    path: `/api/v1/admin/${segments[kind]}/{id}`,
    summary: `Rename one of the ${segments[kind].replace(/_/g, " ")}; its id stays`,
    tag: "Reference",
    access: "admin",
    params: Schema.Struct({ id: Schema.String.check(Schema.isMinLength(1)) }),
    body: RenameReferenceItemInput,
    response: ReferenceItemDto,
    handler: ({ ctx, caller, params, body }) =>
      ctx.services.reference.admin.rename(caller.sub, kind, params.id, body),
  }),
])

/**
 * Reference data the forms and filters offer, served from memory. The /connect paths are the marketplace's
 * (spec 02 §4), whose calls all carry a session; the rest serve sign-up forms too.
 */
export const referenceRoutes: readonly RestRoute[] = [
  ...lists.map((list) => listRoute(list.path, list.summary, list, "anonymous")),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov_user_organizations",
    summary:
      "Government organisations, a page at a time (page, perPage, search, eager=category, sort=category)",
    tag: "Reference",
    access: "anonymous",
    query: GovUserOrganizationsQuery,
    response: GovUserOrganizationsPage,
    etag: true,
    handler: async ({ ctx, query }) =>
      organizationsPage(await ctx.services.reference.lists("govUserOrganizations"), query),
  }),
  ...lists.flatMap((list) =>
    list.connect ? [listRoute(list.connect.path, list.connect.summary, list, "user")] : [],
  ),
  ...naicsRoutes,
  ...adminRoutes,
]
