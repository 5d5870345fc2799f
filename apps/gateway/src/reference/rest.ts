import { socialMediaTypes, timeZones } from "@ignite/contracts"
import { type ReferenceListKind, referenceListKinds } from "@ignite/contracts/events"
import {
  AddReferenceItemInput,
  awardPhases,
  CountryDto,
  countries,
  GovUserClassificationDto,
  GovUserOrganizationsPage,
  GovUserOrganizationsQuery,
  govUserClassifications,
  govUserOrganizationsPage,
  IdNames,
  type OrganizationItem,
  ReferenceItemDto,
  RenameReferenceItemInput,
  SiteSettings,
  TimeZones,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import type { RequestContext } from "../context"
import { defineRoute, type RestRoute } from "../rest/route"
import { naicsRoutes } from "./naics-routes"
import { siteSettingsOf } from "./site-settings"
import { stableAnswersPerList } from "./stable-answers"

const organizationsPage = stableAnswersPerList(
  (list: readonly OrganizationItem[], query: GovUserOrganizationsQuery) =>
    govUserOrganizationsPage(query, list),
)

/**
 * A whole list at one path: the same object until an event changes it, so it is serialized once and sent
 * with an ETag.
 */
const list = (
  path: string,
  summary: string,
  response: Schema.Top,
  answer: (ctx: RequestContext) => unknown,
  access: "anonymous" | "user" = "anonymous",
) =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag: "Reference",
    access,
    response,
    etag: true,
    handler: async ({ ctx }) => answer(ctx),
  })

const kept = (kind: ReferenceListKind) => (ctx: RequestContext) => ctx.services.referenceLists(kind)

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
    handler: ({ ctx, caller, body }) => ctx.services.reference.add(caller.sub, kind, body),
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
      ctx.services.reference.rename(caller.sub, kind, params.id, body),
  }),
])

/**
 * Reference data the forms and filters offer, served from memory. The /connect paths are the marketplace's
 * (spec 02 §4), whose calls all carry a session; the rest serve sign-up forms too.
 */
export const referenceRoutes: readonly RestRoute[] = [
  list("/api/v1/social_media_types", "Social media types", IdNames, () => socialMediaTypes),
  list("/api/v1/timezones", "The time zones offered in forms, sorted by offset", TimeZones, () => timeZones),
  list("/api/v1/technology_types", "Technology types", IdNames, kept("technologyTypes")),
  list(
    "/api/v1/business_classifications",
    "Business classifications (SBA)",
    IdNames,
    kept("businessClassifications"),
  ),
  list(
    "/api/v1/gov/user_classifications",
    "Government user classifications with their categories (none: shown as 'Other')",
    Schema.Array(GovUserClassificationDto),
    () => govUserClassifications,
  ),
  list("/api/v1/phases", "Award phases", IdNames, () => awardPhases),
  list("/api/v1/countries", "Countries with their regions", Schema.Array(CountryDto), () => countries),
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
      organizationsPage(await ctx.services.referenceLists("govUserOrganizations"), query),
  }),
  list(
    "/api/v1/site_settings",
    "What the web app needs of the configuration: the maps service's key (null when none)",
    SiteSettings,
    (ctx) => siteSettingsOf(ctx.services.config),
  ),
  list(
    "/api/v1/connect/technology_types",
    "Technology types (marketplace)",
    IdNames,
    kept("technologyTypes"),
    "user",
  ),
  list(
    "/api/v1/connect/business_classifications",
    "Business classifications (marketplace)",
    IdNames,
    kept("businessClassifications"),
    "user",
  ),
  list("/api/v1/connect/awards/phases", "Award phases (marketplace)", IdNames, () => awardPhases, "user"),
  ...naicsRoutes,
  ...adminRoutes,
]
