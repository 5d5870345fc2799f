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
  StorefrontAsOfInput,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const StreamInput = Schema.Struct({
  streamId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(300)),
  ...AuditStreamQuery.fields,
})

/** The REST facade's audit operations (but the NDJSON export, a download) for the web app. */
const audit = router({
  events: procedure("auditor")
    .input(input(AuditLogQuery))
    .output(output(AuditLogPage))
    .query(({ ctx, input }) => ctx.services.audit.events(ctx.caller, input)),
  stream: procedure("auditor")
    .input(input(StreamInput))
    .output(output(AuditStream))
    .query(({ ctx, input: { streamId, ...query } }) =>
      ctx.services.audit.stream(ctx.caller, streamId, query),
    ),
  storefrontAsOf: procedure("auditor")
    .input(input(StorefrontAsOfInput))
    .output(output(StorefrontAsOf))
    .query(({ ctx, input }) => ctx.services.audit.storefrontAsOf(ctx.caller, input.listingId, input.asOf)),
  reveal: procedure("auditor")
    .input(input(RevealInput))
    .output(output(RevealAnswer))
    .mutation(({ ctx, input }) => ctx.services.audit.reveal(ctx.caller, input)),
  reveals: procedure("admin")
    .input(input(PageQuery))
    .output(output(RevealsPage))
    .query(({ ctx, input }) => ctx.services.audit.reveals(input)),
})

export const auditProcedures = { audit }
