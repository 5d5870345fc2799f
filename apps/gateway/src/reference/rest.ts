import { socialMediaTypes, timeZones } from "@ignite/contracts"
import {
  awardPhases,
  businessClassifications,
  CountryDto,
  countries,
  GovUserClassificationDto,
  GovUserOrganizationsPage,
  GovUserOrganizationsQuery,
  govUserClassifications,
  govUserOrganizationsPage,
  IdName,
  NaicsCodeDto,
  NaicsCodesPage,
  naicsCodes,
  naicsCodesPage,
  ReferenceLookupQuery,
  SiteSettings,
  technologyTypes,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"
import { siteSettingsOf } from "./site-settings"
import { stableAnswers } from "./stable-answers"

const naicsPage = stableAnswers(naicsCodesPage)
const organizationsPage = stableAnswers(govUserOrganizationsPage)

/** A fixed list at one path: the same object every time, so it is serialized once and sent with an ETag. */
const list = (
  path: string,
  summary: string,
  response: Schema.Top,
  answer: unknown,
  access: "anonymous" | "user",
) =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag: "Reference",
    access,
    response,
    etag: true,
    handler: async () => answer,
  })

const IdNames = Schema.Array(IdName)

/**
 * Reference data the forms and filters offer, served from memory (contracts/src/reference). The /connect
 * paths are the marketplace's (spec 02 §4), whose calls all carry a session; the rest serve sign-up forms too.
 */
export const referenceRoutes: readonly RestRoute[] = [
  list(
    "/api/v1/social_media_types",
    "Social media types (reference data)",
    IdNames,
    socialMediaTypes,
    "anonymous",
  ),
  list(
    "/api/v1/timezones",
    "The time zones offered in forms, sorted by offset",
    Schema.Array(Schema.Struct({ id: Schema.String, offset: Schema.String, label: Schema.String })),
    timeZones,
    "anonymous",
  ),
  list(
    "/api/v1/naics_codes",
    "NAICS codes (2022 sectors and common industries)",
    Schema.Array(NaicsCodeDto),
    naicsCodes,
    "anonymous",
  ),
  list("/api/v1/technology_types", "Technology types", IdNames, technologyTypes, "anonymous"),
  list(
    "/api/v1/business_classifications",
    "Business classifications (SBA)",
    IdNames,
    businessClassifications,
    "anonymous",
  ),
  list(
    "/api/v1/gov/user_classifications",
    "Government user classifications with their categories (none: shown as 'Other')",
    Schema.Array(GovUserClassificationDto),
    govUserClassifications,
    "anonymous",
  ),
  list("/api/v1/phases", "Award phases", IdNames, awardPhases, "anonymous"),
  list("/api/v1/countries", "Countries with their regions", Schema.Array(CountryDto), countries, "anonymous"),
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
    handler: async ({ query }) => organizationsPage(query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/site_settings",
    summary: "What the web app needs of the configuration: the maps service's key (null when none)",
    tag: "Reference",
    access: "anonymous",
    response: SiteSettings,
    etag: true,
    handler: async ({ ctx }) => siteSettingsOf(ctx.services.config),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/connect/naics_codes",
    summary: "NAICS codes for the marketplace filters: by ids, or a page of a search (page, perPage)",
    tag: "Reference",
    access: "user",
    query: ReferenceLookupQuery,
    response: NaicsCodesPage,
    etag: true,
    handler: async ({ query }) => naicsPage(query),
  }),
  list(
    "/api/v1/connect/technology_types",
    "Technology types (marketplace)",
    IdNames,
    technologyTypes,
    "user",
  ),
  list(
    "/api/v1/connect/business_classifications",
    "Business classifications (marketplace)",
    IdNames,
    businessClassifications,
    "user",
  ),
  list("/api/v1/connect/awards/phases", "Award phases (marketplace)", IdNames, awardPhases, "user"),
]
