import {
  AccountRegistered,
  AuditLogQuery,
  CaptchaChallenge,
  CreateUserInput,
  captchaChallengePath,
  ErasureAnswer,
  EventsTail,
  ProjectionLag,
  RebuildStarted,
  RecordedEventDto,
  RegisterAccountInput,
  ReplayInput,
  ReplayReport,
  SystemStatus,
  UserCreated,
  VerifyReport,
} from "@ignite/contracts"
import { Schema } from "effect"
import { Download, defineRoute, type RestRoute } from "../rest/route"
import { maskedFor } from "./masked-events"

const ProjectionParams = Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)) })

export const systemRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/status",
    summary:
      "System status: drivers, event count, projection lag (operators and admins; /healthz and /readyz are public)",
    tag: "System",
    access: "operator",
    response: SystemStatus,
    handler: ({ ctx }) => ctx.services.operator.status(),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/projections",
    summary: "Projections with their version, status and lag",
    tag: "Operator",
    access: "operator",
    response: Schema.Array(ProjectionLag),
    handler: ({ ctx }) => ctx.services.operator.projections(),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/projections/{name}/rebuild",
    summary: "Start a blue/green rebuild of a projection",
    tag: "Operator",
    access: "operator",
    status: 201,
    params: ProjectionParams,
    response: RebuildStarted,
    handler: ({ ctx, params }) => ctx.services.operator.rebuildProjection(params.name),
  }),
  ...(["pause", "resume"] as const).map((action) =>
    defineRoute({
      method: "POST",
      path: `/api/v1/operator/projections/{name}/${action}`,
      summary:
        action === "pause"
          ? "Stop an async projection's folding (its reads keep serving); inline ones refuse"
          : "Restart a paused projection's folding",
      tag: "Operator",
      access: "operator",
      params: ProjectionParams,
      response: Schema.Array(ProjectionLag),
      handler: ({ ctx, params }) =>
        action === "pause"
          ? ctx.services.operator.pauseProjection(params.name)
          : ctx.services.operator.resumeProjection(params.name),
    }),
  ),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/projections/{name}/verify",
    summary:
      "Rebuild a projection into shadow tables and report every row that differs from the live read model",
    tag: "Operator",
    access: "operator",
    params: ProjectionParams,
    response: VerifyReport,
    handler: ({ ctx, params }) => ctx.services.operator.verifyProjection(params.name),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/projections/{name}/replay",
    summary:
      "Build a projection as it stood at `until` into a scratch schema of the same database (for a developer to inspect; drop it when done)",
    tag: "Operator",
    access: "operator",
    status: 201,
    params: ProjectionParams,
    body: ReplayInput,
    response: ReplayReport,
    handler: ({ ctx, params, body }) =>
      ctx.services.operator.replayProjection(params.name, new Date(body.until)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/events/export",
    summary: "The log, filtered as the audit log is, oldest first, as NDJSON, streamed",
    description:
      "The CLI's operator token reads events as stored; an admin's session gets personal fields masked unless revealed through the audit log.",
    tag: "Operator",
    access: "operator",
    query: AuditLogQuery,
    download: { contentType: "application/x-ndjson; charset=utf-8" },
    handler: async ({ ctx, caller, query }) => {
      const file = await ctx.services.audit.export(caller, query, {
        asStored: caller.roles.includes("operator"),
      })
      return new Download(file.fileName, file.lines)
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/streams/{streamId}/events",
    summary: "Every event of one stream, oldest first",
    tag: "Operator",
    access: "operator",
    params: Schema.Struct({ streamId: Schema.String.check(Schema.isMinLength(1)) }),
    response: Schema.Array(RecordedEventDto),
    handler: async ({ ctx, caller, params }) =>
      maskedFor(caller, await ctx.services.operator.streamEvents(params.streamId)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/events",
    summary: "Committed events after a cursor, in commit order (tailing)",
    tag: "Operator",
    access: "operator",
    query: Schema.Struct({
      cursor: Schema.optional(Schema.String),
      limit: Schema.optional(
        Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 1000 })),
      ),
    }),
    response: EventsTail,
    handler: async ({ ctx, caller, query }) => {
      const tail = await ctx.services.operator.eventsAfter(query.cursor, query.limit)
      return { ...tail, events: maskedFor(caller, tail.events) }
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/users",
    summary: "Create a user of any role (confirmed unless said otherwise)",
    tag: "Operator",
    access: "operator",
    status: 201,
    body: CreateUserInput,
    response: UserCreated,
    handler: ({ ctx, body }) => ctx.services.identity.users.createUser(body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/users/erase",
    summary:
      "Forget a person by their sign-in address (the CLI's `users erase`; docs/privacy.md). Not undone",
    tag: "Operator",
    access: "operator",
    body: Schema.Struct({ email: Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(320)) }),
    response: ErasureAnswer,
    handler: ({ ctx, caller, body }) => ctx.services.erasure.eraseByEmail(caller.sub, body.email),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/accounts",
    summary:
      "Register a company from the government registry (Unique Entity Id, name, point-of-contact email) with its unpublished storefront; again, it records what changed",
    tag: "Operator",
    access: "operator",
    status: 201,
    body: RegisterAccountInput,
    response: AccountRegistered,
    handler: ({ ctx, body }) => ctx.services.companies.registry.registerCompany(body),
  }),
  defineRoute({
    method: "GET",
    path: captchaChallengePath,
    summary: "A fresh ALTCHA challenge; the solved payload goes into a form's recaptchaToken",
    tag: "System",
    access: "anonymous",
    response: CaptchaChallenge,
    handler: ({ ctx }) => ctx.services.captcha.challenge(),
  }),
]
