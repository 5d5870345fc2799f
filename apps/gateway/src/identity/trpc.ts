import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmInput,
  CurrentUser,
  EmailOnly,
  identityMessages,
  MessageAnswer,
  NotificationSettingsInput,
  ProfileInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SessionAnswer,
  SignedOut,
  SignInInput,
  SignInResult,
  UserSettings,
} from "@ignite/contracts"
import { Schema } from "effect"
import type { RequestContext } from "../context"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { identityHandlers } from "./handlers"
import { signIn } from "./sign-in"

/** Sessions, confirmation and passwords (spec 01 §2, §4, §7). */
const auth = router({
  signIn: procedure("anonymous")
    .input(input(SignInInput))
    .output(output(SignInResult))
    .mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: procedure("signed-in")
    .output(output(SignedOut))
    .mutation(async ({ ctx }) => {
      await identityHandlers.signOut(ctx, ctx.caller)
      return { signedOut: true }
    }),
  /** The gate screens need to know who is signed in even before confirmation. */
  session: procedure("signed-in")
    .output(output(SessionAnswer))
    .query(async ({ ctx }) => ({
      user: await ctx.services.identity.reads.currentUser(ctx.caller.sub),
      gate: ctx.caller.gate ?? null,
    })),
  resendConfirmation: procedure("anonymous")
    .input(input(ResendConfirmationInput))
    .output(output(MessageAnswer))
    .mutation(({ ctx, input }) => identityHandlers.resendConfirmation(ctx, input.email, input.redirectTo)),
  confirm: procedure("anonymous")
    .input(input(ConfirmInput))
    .output(output(MessageAnswer))
    .mutation(({ ctx, input }) => identityHandlers.confirm(ctx, input.confirmationToken)),
  requestPasswordReset: procedure("anonymous")
    .input(input(EmailOnly))
    .output(output(MessageAnswer))
    .mutation(({ ctx, input }) => identityHandlers.requestPasswordReset(ctx, input.email)),
  resetPassword: procedure("anonymous")
    .input(input(ResetPasswordInput))
    .output(output(MessageAnswer))
    .mutation(({ ctx, input }) => identityHandlers.resetPassword(ctx, input)),
})

type UserContext = { services: RequestContext["services"]; caller: { sub: string } }

/** Runs a change of the caller's own account, then answers the user as the read model now has them. */
const thenCurrentUser = async (ctx: UserContext, change: Promise<void>) => {
  await change
  return ctx.services.identity.reads.currentUser(ctx.caller.sub)
}

/** The signed-in user's own account: current user, password, email, settings. */
const users = router({
  me: procedure("user")
    .output(output(CurrentUser, { kept: true }))
    .query(({ ctx }) => ctx.services.identity.reads.currentUser(ctx.caller.sub)),
  settings: procedure("user")
    .output(output(UserSettings))
    .query(({ ctx }) => identityHandlers.settings(ctx, ctx.caller)),
  changePassword: procedure("user")
    .input(input(ChangePasswordInput))
    .output(output(MessageAnswer))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.identity.users.changePassword(ctx.caller.sub, ctx.caller.sid, input)
      return { message: identityMessages.passwordChanged }
    }),
  changeEmail: procedure("user")
    .input(input(ChangeEmailInput))
    .output(output(CurrentUser))
    .mutation(({ ctx, input }) =>
      thenCurrentUser(ctx, ctx.services.identity.users.changeEmail(ctx.caller.sub, input.email)),
    ),
  cancelEmailChange: procedure("user")
    .output(output(CurrentUser))
    .mutation(({ ctx }) => identityHandlers.cancelEmailChange(ctx, ctx.caller)),
  updateProfile: procedure("user")
    .input(input(ProfileInput))
    .output(output(CurrentUser))
    .mutation(({ ctx, input }) =>
      thenCurrentUser(ctx, ctx.services.identity.users.updateProfile(ctx.caller.sub, input)),
    ),
  /** The cropped image as a base64 data URL (JSON transport); REST takes it as a multipart file. */
  uploadHeadshot: procedure("user")
    .meta({ carriesImage: true })
    .input(input(Schema.Struct({ image: Schema.String.check(Schema.isMaxLength(14_000_000)) })))
    .output(output(CurrentUser))
    .mutation(({ ctx, input }) => {
      const bytes = Buffer.from(input.image.replace(/^data:[^,]*,/, ""), "base64")
      return thenCurrentUser(ctx, ctx.services.identity.users.changeHeadshot(ctx.caller.sub, bytes))
    }),
  updateSettings: procedure("user")
    .input(input(NotificationSettingsInput))
    .output(output(CurrentUser))
    .mutation(({ ctx, input }) =>
      thenCurrentUser(ctx, ctx.services.identity.users.updateSettings(ctx.caller.sub, input)),
    ),
})

export const identityProcedures = { auth, users }
