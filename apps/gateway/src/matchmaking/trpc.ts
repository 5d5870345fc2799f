import {
  CompanyMatches,
  GovUserMatches,
  MatchDigestSetting,
  MatchesQuery,
  MatchFeedbackAnswer,
  MatchFeedbackInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const matches = router({
  companies: procedure("gov")
    .input(input(MatchesQuery))
    .output(output(CompanyMatches))
    .query(({ ctx, input }) => ctx.services.matchmaking.companies(ctx.caller, input)),
  govUsers: procedure("company")
    .input(input(MatchesQuery))
    .output(output(GovUserMatches))
    .query(({ ctx, input }) => ctx.services.matchmaking.govUsers(ctx.caller, input)),
  feedback: procedure("user")
    .input(input(Schema.Struct({ id: Uuid, ...MatchFeedbackInput.fields })))
    .output(output(MatchFeedbackAnswer))
    .mutation(({ ctx, input }) => ctx.services.matchmaking.feedback(ctx.caller, input.id, input.feedback)),
  digest: procedure("user")
    .output(output(MatchDigestSetting))
    .query(({ ctx }) => ctx.services.matchmaking.digest(ctx.caller)),
  changeDigest: procedure("user")
    .input(input(MatchDigestSetting))
    .output(output(MatchDigestSetting))
    .mutation(({ ctx, input }) => ctx.services.matchmaking.changeDigest(ctx.caller, input)),
})

export const matchmakingProcedures = { matches }
