import {
  CheckGovEmailQuery,
  CheckGovEmailResult,
  GovEmailAllowEntryInput,
  GovEmailAllowList,
  GovProfileUpdateInput,
  GovSignUpInput,
  GovUser,
  GovUsersPage,
  GovUsersQuery,
  SignInResult,
  Uuid,
  VisionRedirection,
  VisionStatus,
  VisionTokenQuery,
  VisionUserData,
} from "@ignite/contracts"
import { Schema } from "effect"
import { headshotBytes } from "../accounts/sign-up"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import {
  allowList,
  govSignUp,
  govUserSearch,
  linkVision,
  visionRedirection,
  visionUserData,
  visionUserExists,
} from "./handlers"

/** Government users (spec 01 §2, §5, §7): the same services as the REST routes. */
const govUsers = router({
  checkEmail: procedure("anonymous")
    .input(input(CheckGovEmailQuery))
    .output(output(CheckGovEmailResult))
    .query(({ ctx, input }) => ctx.services.govUsers.users.checkEmail(input.email)),
  signUp: procedure("anonymous")
    .input(
      input(
        Schema.Struct({
          ...GovSignUpInput.fields,
          headshot: Schema.optional(Schema.String.check(Schema.isMaxLength(14_000_000))),
        }),
      ),
    )
    .output(output(SignInResult))
    .mutation(({ ctx, input: { headshot, ...form } }) => govSignUp(ctx, form, headshotBytes(headshot))),
  visionUserData: procedure("anonymous")
    .input(input(VisionTokenQuery))
    .output(output(VisionUserData))
    .query(({ ctx, input }) => visionUserData(ctx, input.q)),
  visionRedirectionData: procedure("anonymous")
    .input(input(VisionTokenQuery))
    .output(output(VisionRedirection))
    .query(({ ctx, input }) => visionRedirection(ctx, input.q)),
  userExistsAndIsLinked: procedure("anonymous")
    .input(input(VisionTokenQuery))
    .output(output(VisionStatus))
    .query(({ ctx, input }) => visionUserExists(ctx, input.q)),
  saveVisionDataForExistingUser: procedure("gov")
    .input(input(VisionTokenQuery))
    .output(output(GovUser))
    .mutation(({ ctx, input }) => linkVision(ctx, ctx.caller, input.q)),
  updateProfile: procedure("gov")
    .input(input(GovProfileUpdateInput))
    .output(output(GovUser))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.govUsers.onboarding.updateProfile(ctx.caller.sub, input)
      return ctx.services.govUsers.reads.govUser(ctx.caller.sub, ctx.caller)
    }),
  get: procedure("user")
    .input(input(Schema.Struct({ id: Uuid })))
    .output(output(GovUser))
    .query(({ ctx, input }) => ctx.services.govUsers.reads.govUser(input.id, ctx.caller)),
  list: procedure("company-or-admin")
    .input(input(GovUsersQuery))
    .output(output(GovUsersPage))
    .query(({ ctx, input }) => ctx.services.govUsers.reads.govUsers(govUserSearch(input), ctx.caller)),
  allowList: procedure("admin")
    .output(output(GovEmailAllowList))
    .query(({ ctx }) => allowList.read(ctx)),
  addAllowEntry: procedure("admin")
    .input(input(GovEmailAllowEntryInput))
    .output(output(GovEmailAllowList))
    .mutation(({ ctx, input }) => allowList.add(ctx, ctx.caller, input.entry)),
  removeAllowEntry: procedure("admin")
    .input(input(GovEmailAllowEntryInput))
    .output(output(GovEmailAllowList))
    .mutation(({ ctx, input }) => allowList.remove(ctx, ctx.caller, input.entry)),
})

export const govUsersProcedures = { govUsers }
