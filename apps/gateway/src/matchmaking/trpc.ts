import {
  CreateMatchFeedbackInput,
  MatchFeedbacksPage,
  MatchFeedbackView,
  PageQuery,
  RenameMatchFeedbackInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const MatchFeedbackRef = Schema.Struct({ matchFeedbackId: Uuid })

const matchmaking = router({
  list: procedure("user")
    .input(input(PageQuery))
    .output(output(MatchFeedbacksPage))
    .query(({ ctx, input }) => ctx.services.matchmaking.list(ctx.caller, input)),
  get: procedure("user")
    .input(input(MatchFeedbackRef))
    .output(output(MatchFeedbackView))
    .query(({ ctx, input }) => ctx.services.matchmaking.get(ctx.caller, input.matchFeedbackId)),
  create: procedure("user")
    .input(input(CreateMatchFeedbackInput))
    .output(output(MatchFeedbackView))
    .mutation(({ ctx, input }) => ctx.services.matchmaking.create(ctx.caller, input)),
  rename: procedure("user")
    .input(input(Schema.Struct({ matchFeedbackId: Uuid, ...RenameMatchFeedbackInput.fields })))
    .output(output(MatchFeedbackView))
    .mutation(({ ctx, input: { matchFeedbackId, ...form } }) =>
      ctx.services.matchmaking.rename(ctx.caller, matchFeedbackId, form),
    ),
})

export const matchmakingProcedures = { matchmaking }
