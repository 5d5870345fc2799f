import {
  AuditLogPage,
  AuditLogQuery,
  AuditStream,
  AuditStreamQuery,
  PageQuery,
  RevealAnswer,
  RevealInput,
  RevealsPage,
  StorefrontAsOf,
  StorefrontAsOfParams,
  StorefrontAsOfQuery,
} from "@ignite/contracts"
import { Schema } from "effect"
import { Download, defineRoute, type RestRoute } from "../rest/route"

const tag = "Audit"
const masked =
  "Personal fields are null, with `personal.state` `masked`, unless the caller revealed that subject (POST /api/v1/audit/reveals) within the last 15 minutes."
const StreamParams = Schema.Struct({
  streamId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(300)),
})

/** The event history for auditors and admins (issue 22, docs/audit.md). Read-only but for the reveal's record. */
export const auditRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/audit/events",
    summary:
      "The event log, newest first, filtered (types, stream, actor, time, request, correlation), a page at a time",
    description: masked,
    tag,
    access: "auditor",
    query: AuditLogQuery,
    response: AuditLogPage,
    handler: ({ ctx, caller, query }) => ctx.services.audit.events(caller, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/audit/streams/{streamId}",
    summary: "A stream's whole history with what each event changed; its state now and as of `asOf`",
    description: masked,
    tag,
    access: "auditor",
    params: StreamParams,
    query: AuditStreamQuery,
    response: AuditStream,
    handler: ({ ctx, caller, params, query }) => ctx.services.audit.stream(caller, params.streamId, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/audit/listings/{id}/storefront",
    summary:
      "A listing's public storefront as government users saw it at `asOf`, replayed from the log, beside today's",
    description: `Each side as the marketplace answers a government user: the storefront, its services, products, use cases and awards, or \`listing: null\` when it was unpublished or not yet opened (\`audience\` says which). \`differences\` names the fields that differ and the items added, removed or changed since. People's fields in awards: ${masked}`,
    tag,
    access: "auditor",
    params: StorefrontAsOfParams,
    query: StorefrontAsOfQuery,
    response: StorefrontAsOf,
    handler: ({ ctx, caller, params, query }) =>
      ctx.services.audit.storefrontAsOf(caller, params.id, query.asOf),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/audit/export",
    summary: "The filtered log, oldest first, as NDJSON (one event per line), streamed",
    description: masked,
    tag,
    access: "auditor",
    query: AuditLogQuery,
    download: { contentType: "application/x-ndjson; charset=utf-8" },
    handler: async ({ ctx, caller, query }) => {
      const file = await ctx.services.audit.export(caller, query)
      return new Download(file.fileName, file.lines)
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/audit/reveals",
    summary: "See a data subject's personal fields in the history for 15 minutes, with a reason (recorded)",
    tag,
    access: "auditor",
    status: 201,
    body: RevealInput,
    response: RevealAnswer,
    handler: ({ ctx, caller, body }) => ctx.services.audit.reveal(caller, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/audit/reveals",
    summary: "The record of reveals: who saw whose personal data, when and why, newest first (page, perPage)",
    tag,
    access: "admin",
    query: PageQuery,
    response: RevealsPage,
    handler: ({ ctx, query }) => ctx.services.audit.reveals(query),
  }),
]
