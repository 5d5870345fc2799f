import { CreateUserInput } from "@ignite/contracts"
import { Schema } from "effect"
import { operatorProcedure, publicProcedure, router } from "./init"

const ProjectionName = Schema.Struct({ name: Schema.String.check(Schema.isMinLength(1)) })
const StreamQuery = Schema.Struct({ streamId: Schema.String.check(Schema.isMinLength(1)) })
const TailQuery = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
})

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => ctx.services.operator.status()),
})

export const operatorRouter = router({
  projections: router({
    status: operatorProcedure.query(async ({ ctx }) => (await ctx.services.operator.status()).projections),
    rebuild: operatorProcedure
      .input(Schema.toStandardSchemaV1(ProjectionName))
      .mutation(({ ctx, input }) => ctx.services.operator.rebuildProjection(input.name)),
  }),
  users: router({
    create: operatorProcedure
      .input(Schema.toStandardSchemaV1(CreateUserInput))
      .mutation(({ ctx, input }) => ctx.services.identity.createUser(input)),
  }),
  events: router({
    stream: operatorProcedure
      .input(Schema.toStandardSchemaV1(StreamQuery))
      .query(({ ctx, input }) => ctx.services.operator.streamEvents(input.streamId)),
    tail: operatorProcedure
      .input(Schema.toStandardSchemaV1(TailQuery))
      .query(({ ctx, input }) => ctx.services.operator.eventsAfter(input.cursor ?? "", input.limit ?? 100)),
  }),
})
