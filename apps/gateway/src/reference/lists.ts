import { eagerRelations, socialMediaTypes, timeZones } from "@ignite/contracts"
import {
  awardPhases,
  CountryDto,
  countries,
  GovUserClassificationDto,
  govUserClassifications,
  IdNames,
  SiteSettings,
  TimeZones,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import type { RequestContext } from "../context"
import { siteSettingsOf } from "./site-settings"

/**
 * A list the forms and filters take whole, declared once for both transports: its REST path and summary, its
 * contract and where its answer comes from (fixed data, or an admin-kept list from memory). `connect`: the
 * marketplace's path of the same list (spec 02 §4), whose calls all carry a session.
 */
export interface WholeList<S extends Schema.Top = Schema.Top> {
  readonly path: string
  readonly summary: string
  readonly response: S
  readonly answer: (ctx: RequestContext) => S["Type"] | Promise<S["Type"]>
  readonly connect?: { readonly path: string; readonly summary: string }
  /** The relations `eager` may name (always included); any other name is a 400, as on every read. */
  readonly eager?: readonly string[]
}

const wholeList = <S extends Schema.Top>(list: WholeList<S>) => list

export const wholeLists = {
  socialMediaTypes: wholeList({
    path: "/api/v1/social_media_types",
    summary: "Social media types",
    response: IdNames,
    answer: () => socialMediaTypes,
  }),
  timeZones: wholeList({
    path: "/api/v1/timezones",
    summary: "The time zones offered in forms, sorted by offset",
    response: TimeZones,
    answer: () => timeZones,
  }),
  technologyTypes: wholeList({
    path: "/api/v1/technology_types",
    summary: "Technology types",
    response: IdNames,
    answer: (ctx) => ctx.services.reference.lists("technologyTypes"),
    connect: { path: "/api/v1/connect/technology_types", summary: "Technology types (marketplace)" },
  }),
  businessClassifications: wholeList({
    path: "/api/v1/business_classifications",
    summary: "Business classifications (SBA)",
    response: IdNames,
    answer: (ctx) => ctx.services.reference.lists("businessClassifications"),
    connect: {
      path: "/api/v1/connect/business_classifications",
      summary: "Business classifications (marketplace)",
    },
  }),
  govUserClassifications: wholeList({
    path: "/api/v1/gov/user_classifications",
    summary: "Government user classifications with their categories (none: shown as 'Other')",
    response: Schema.Array(GovUserClassificationDto),
    answer: () => govUserClassifications,
    eager: eagerRelations.govUserClassifications,
  }),
  phases: wholeList({
    path: "/api/v1/phases",
    summary: "Award phases",
    response: IdNames,
    answer: () => awardPhases,
    connect: { path: "/api/v1/connect/awards/phases", summary: "Award phases (marketplace)" },
  }),
  countries: wholeList({
    path: "/api/v1/countries",
    summary: "Countries with their regions",
    response: Schema.Array(CountryDto),
    answer: () => countries,
  }),
  siteSettings: wholeList({
    path: "/api/v1/site_settings",
    summary: "What the web app needs of the configuration: the maps service's key (null when none)",
    response: SiteSettings,
    answer: (ctx) => siteSettingsOf(ctx.services.config),
  }),
}
