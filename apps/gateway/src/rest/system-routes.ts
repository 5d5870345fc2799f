import {
  CreateUserInput,
  captchaChallengePath,
  ProjectionLag,
  RecordedEventDto,
  SystemStatus,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute } from "./route"

const operatorOnly = ["operator", "admin"] as const

export const systemRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/status",
    summary: "System status: drivers, event count, projection lag",
    tag: "System",
    access: "public",
    response: SystemStatus,
    handler: ({ ctx }) => ctx.services.operator.status(),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/projections",
    summary: "Projections with their version, status and lag",
    tag: "Operator",
    access: operatorOnly,
    response: Schema.Array(ProjectionLag),
    handler: async ({ ctx }) => (await ctx.services.operator.status()).projections,
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/projections/{name}/rebuild",
    summary: "Start a blue/green rebuild of a projection",
    tag: "Operator",
    access: operatorOnly,
    status: 201,
    params: Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)) }),
    response: Schema.Struct({ build: Schema.Int }),
    handler: ({ ctx, params }) => ctx.services.operator.rebuildProjection(params.name),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/streams/{streamId}/events",
    summary: "Every event of one stream, oldest first",
    tag: "Operator",
    access: operatorOnly,
    params: Schema.Struct({ streamId: Schema.String.check(Schema.isMinLength(1)) }),
    response: Schema.Array(RecordedEventDto),
    handler: ({ ctx, params }) => ctx.services.operator.streamEvents(params.streamId),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/operator/events",
    summary: "Committed events after a cursor, in commit order (tailing)",
    tag: "Operator",
    access: operatorOnly,
    query: Schema.Struct({
      cursor: Schema.optional(Schema.String),
      limit: Schema.optional(
        Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 1000 })),
      ),
    }),
    response: Schema.Struct({ events: Schema.Array(RecordedEventDto), cursor: Schema.String }),
    handler: ({ ctx, query }) => ctx.services.operator.eventsAfter(query.cursor ?? "", query.limit ?? 100),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/operator/users",
    summary: "Create a user of any role (confirmed unless said otherwise)",
    tag: "Operator",
    access: operatorOnly,
    status: 201,
    body: CreateUserInput,
    response: Schema.Struct({ userId: Schema.String }),
    handler: ({ ctx, body }) => ctx.services.identity.createUser(body),
  }),
  defineRoute({
    method: "GET",
    path: captchaChallengePath,
    summary: "A fresh ALTCHA challenge; the solved payload goes into a form's recaptchaToken",
    tag: "System",
    access: "public",
    response: Schema.Unknown,
    handler: ({ ctx }) => ctx.services.captcha.challenge(),
  }),
]
