import { socialMediaTypes, timeZones } from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

/** Reference data the forms offer: fixed lists from contracts. */
export const referenceRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/social_media_types",
    summary: "Social media types (reference data)",
    tag: "Reference",
    access: "anonymous",
    response: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
    etag: true,
    handler: async () => socialMediaTypes,
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/timezones",
    summary: "The time zones offered in forms, sorted by offset",
    tag: "Reference",
    access: "anonymous",
    response: Schema.Array(Schema.Struct({ id: Schema.String, offset: Schema.String, label: Schema.String })),
    etag: true,
    handler: async () => timeZones,
  }),
]
