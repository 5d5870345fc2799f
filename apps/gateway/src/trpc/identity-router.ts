import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmInput,
  EmailOnly,
  identityMessages,
  NotificationSettingsInput,
  ProfileInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SignInInput,
  settingsOf,
} from "@ignite/contracts"
import { Schema } from "effect"
import { signIn } from "../identity/sign-in"
import { authedProcedure, publicProcedure, router, signedInProcedure } from "./init"

const input = <S extends Parameters<typeof Schema.toStandardSchemaV1>[0]>(schema: S) =>
  Schema.toStandardSchemaV1(schema)

/** Sessions, confirmation and passwords (spec 01 §2, §4, §7). */
export const authRouter = router({
  signIn: publicProcedure.input(input(SignInInput)).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: signedInProcedure.mutation(async ({ ctx }) => {
    if (ctx.claims.sid) await ctx.services.identity.signOut(ctx.claims.sub, ctx.claims.sid)
    return { signedOut: true }
  }),
  /** The gate screens need to know who is signed in even before confirmation. */
  session: signedInProcedure.query(async ({ ctx }) => ({
    user: await ctx.services.identity.currentUser(ctx.claims.sub),
    gate: ctx.claims.gate ?? null,
  })),
  resendConfirmation: publicProcedure
    .input(input(ResendConfirmationInput))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.identity.resendConfirmation(input.email, ctx.ip, input.redirectTo)
      return { message: identityMessages.confirmationResent }
    }),
  confirm: publicProcedure.input(input(ConfirmInput)).mutation(async ({ ctx, input }) => {
    await ctx.services.identity.confirm(input.confirmationToken)
    return { message: identityMessages.confirmed }
  }),
  requestPasswordReset: publicProcedure.input(input(EmailOnly)).mutation(async ({ ctx, input }) => {
    await ctx.services.identity.requestPasswordReset(input.email, ctx.ip)
    return { message: identityMessages.resetRequested }
  }),
  resetPassword: publicProcedure.input(input(ResetPasswordInput)).mutation(async ({ ctx, input }) => {
    await ctx.services.identity.resetPassword(input)
    return { message: identityMessages.passwordReset }
  }),
})

/** The signed-in user's own account: current user, password, email, settings. */
export const usersRouter = router({
  me: authedProcedure.query(({ ctx }) => ctx.services.identity.currentUser(ctx.claims.sub)),
  settings: authedProcedure.query(async ({ ctx }) =>
    settingsOf(await ctx.services.identity.currentUser(ctx.claims.sub)),
  ),
  changePassword: authedProcedure.input(input(ChangePasswordInput)).mutation(async ({ ctx, input }) => {
    await ctx.services.identity.changePassword(ctx.claims.sub, ctx.claims.sid, input)
    return { message: identityMessages.passwordChanged }
  }),
  changeEmail: authedProcedure
    .input(input(ChangeEmailInput))
    .mutation(({ ctx, input }) => ctx.services.identity.changeEmail(ctx.claims.sub, input.email)),
  cancelEmailChange: authedProcedure.mutation(({ ctx }) =>
    ctx.services.identity.cancelEmailChange(ctx.claims.sub),
  ),
  updateProfile: authedProcedure
    .input(input(ProfileInput))
    .mutation(({ ctx, input }) => ctx.services.identity.updateProfile(ctx.claims.sub, input)),
  /** The cropped image as a base64 data URL (JSON transport); REST takes it as a multipart file. */
  uploadHeadshot: authedProcedure
    .input(input(Schema.Struct({ image: Schema.String.check(Schema.isMaxLength(14_000_000)) })))
    .mutation(({ ctx, input }) =>
      ctx.services.identity.changeHeadshot(
        ctx.claims.sub,
        Buffer.from(input.image.replace(/^data:[^,]*,/, ""), "base64"),
      ),
    ),
  updateSettings: authedProcedure
    .input(input(NotificationSettingsInput))
    .mutation(({ ctx, input }) => ctx.services.identity.updateSettings(ctx.claims.sub, input)),
})
