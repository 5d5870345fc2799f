import {
  AccountRegistered,
  CreateUserInput,
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
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { maskedFor } from "./masked-events"

const ProjectionName = Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)) })
const StreamQuery = Schema.Struct({ streamId: Schema.String.check(Schema.isMinLength(1)) })
const TailQuery = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
})

const system = router({
  status: procedure("operator")
    .output(output(SystemStatus))
    .query(({ ctx }) => ctx.services.operator.status()),
})

const operator = router({
  projections: router({
    status: procedure("operator")
      .output(output(Schema.Array(ProjectionLag)))
      .query(({ ctx }) => ctx.services.operator.projections()),
    rebuild: procedure("operator")
      .input(input(ProjectionName))
      .output(output(RebuildStarted))
      .mutation(({ ctx, input }) => ctx.services.operator.rebuildProjection(input.name)),
    pause: procedure("operator")
      .input(input(ProjectionName))
      .output(output(Schema.Array(ProjectionLag)))
      .mutation(({ ctx, input }) => ctx.services.operator.pauseProjection(input.name)),
    resume: procedure("operator")
      .input(input(ProjectionName))
      .output(output(Schema.Array(ProjectionLag)))
      .mutation(({ ctx, input }) => ctx.services.operator.resumeProjection(input.name)),
    replay: procedure("operator")
      .input(input(Schema.Struct({ ...ProjectionName.fields, ...ReplayInput.fields })))
      .output(output(ReplayReport))
      .mutation(({ ctx, input }) =>
        ctx.services.operator.replayProjection(input.name, new Date(input.until)),
      ),
    verify: procedure("operator")
      .input(input(ProjectionName))
      .output(output(VerifyReport))
      .mutation(({ ctx, input }) => ctx.services.operator.verifyProjection(input.name)),
  }),
  users: router({
    create: procedure("operator")
      .input(input(CreateUserInput))
      .output(output(UserCreated))
      .mutation(({ ctx, input }) => ctx.services.identity.users.createUser(input)),
  }),
  accounts: router({
    register: procedure("operator")
      .input(input(RegisterAccountInput))
      .output(output(AccountRegistered))
      .mutation(({ ctx, input }) => ctx.services.companies.registry.registerCompany(input)),
  }),
  events: router({
    stream: procedure("operator")
      .input(input(StreamQuery))
      .output(output(Schema.Array(RecordedEventDto)))
      .query(async ({ ctx, input }) =>
        maskedFor(ctx.caller, await ctx.services.operator.streamEvents(input.streamId)),
      ),
    tail: procedure("operator")
      .input(input(TailQuery))
      .output(output(EventsTail))
      .query(async ({ ctx, input }) => {
        const tail = await ctx.services.operator.eventsAfter(input.cursor, input.limit)
        return { ...tail, events: maskedFor(ctx.caller, tail.events) }
      }),
  }),
})

export const systemProcedures = { system, operator }
