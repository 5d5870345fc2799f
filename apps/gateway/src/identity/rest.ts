import {
  AppError,
  AppPath,
  bytesOf,
  CurrentUser,
  CurrentUserQuery,
  CurrentUserView,
  decodeInput,
  EmailOnly,
  eagerNames,
  GovExtendedDataInput,
  GovProfileUpdateInput,
  isAppError,
  isFormFile,
  MessageAnswer,
  ProfileInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SignInInput,
  TechnologyTypesInput,
  UserSettings,
  type UserUpdateForm,
  userUpdateForms,
  userUpdateFormsOf,
} from "@ignite/contracts"
import { Schema } from "effect"
import type { Caller } from "../access"
import type { RequestContext } from "../context"
import { defineRoute, type RestRoute, WithHeaders } from "../rest/route"
import { identityHandlers } from "./handlers"
import { signIn } from "./sign-in"

/** Every /api/v1/users/* body wraps its fields in `user` (ARCHITECTURE.md "REST conventions"). */
const underUser = <S extends Schema.Top>(fields: S) => Schema.Struct({ user: fields })
const underUserPath = { pathPrefix: "user" }

/**
 * Field problems the service finds itself (passwords that do not match, a taken email) name the field
 * as tRPC sends it; in a REST body that field sits under `user`, where the decoder's problems point too.
 */
const pointIntoUser = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (!isAppError(error) || !error.details?.length) throw error
    const details = error.details.map((detail) =>
      detail.path === "user" || detail.path.startsWith("user.")
        ? detail
        : { ...detail, path: detail.path ? `user.${detail.path}` : "user" },
    )
    throw new AppError(error.code, error.message, details, error.status)
  }
}
const AnyUserFields = underUser(Schema.Record(Schema.String, Schema.Unknown))
/** The profile form as the document shows it: a government user's adds their profile and technology types. */
const ProfileForm = Schema.Struct({
  ...ProfileInput.fields,
  govUserExtendedDataAttributes: Schema.optional(GovExtendedDataInput),
  technologyTypes: Schema.optional(TechnologyTypesInput),
})
/** PATCH /api/v1/users over JSON: one of the four forms (the document's view; updateUser tells them apart). */
const AnyUserForm = Schema.Union([
  userUpdateForms.password.schema,
  userUpdateForms.email.schema,
  ProfileForm,
  userUpdateForms.settings.schema,
])
const emailHeaderMismatch = "The X-User-Email header does not match the email signed in with."

export const identityRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/users/sign_in",
    summary:
      "Sign in; the session token comes back in the Authorization header. An X-User-Email header, when sent, must name the same email",
    tag: "Identity",
    access: "anonymous",
    body: underUser(SignInInput),
    errors: ["InvalidCredentials", "AccountLocked", "UnconfirmedEmail", "RateLimited"],
    headers: Schema.Struct({ "x-user-email": Schema.optional(Schema.String) }),
    response: CurrentUser,
    handler: async ({ ctx, body, headers }) => {
      const named = headers["x-user-email"]
      if (named !== undefined && named.trim().toLowerCase() !== body.user.email)
        throw new AppError("BadRequest", emailHeaderMismatch)
      const { token, user } = await signIn(ctx, body.user)
      return new WithHeaders(user, {
        authorization: `Bearer ${token}`,
        "access-control-expose-headers": "Authorization",
      })
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/users/sign_out",
    summary: "Sign out: the session is revoked on the server",
    tag: "Identity",
    access: "signed-in",
    status: 204,
    handler: ({ ctx, caller }) => identityHandlers.signOut(ctx, caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user",
    summary: "The signed-in user",
    tag: "Identity",
    access: "user",
    query: CurrentUserQuery,
    response: CurrentUserView,
    kept: true,
    handler: ({ ctx, caller, query }) => currentUserWith(ctx, caller.sub, query.eager),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/users/settings",
    summary: "The signed-in user's settings: government privacy and new-chat-message notifications",
    tag: "Identity",
    access: "user",
    response: UserSettings,
    handler: ({ ctx, caller }) => identityHandlers.settings(ctx, caller),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/users/confirmation",
    summary:
      "Send the confirmation email again (same answer whether or not the email is known); redirectTo, a path of this app, is where the mailed link continues",
    tag: "Identity",
    access: "anonymous",
    // redirectTo inside `user` (the REST convention) or beside it (as the spec's payload lists it)
    body: Schema.Struct({ user: ResendConfirmationInput, redirectTo: Schema.optional(AppPath) }),
    response: MessageAnswer,
    handler: ({ ctx, body }) =>
      identityHandlers.resendConfirmation(ctx, body.user.email, body.user.redirectTo ?? body.redirectTo),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/users/confirmation",
    summary: "Confirm an email address with the token from the mail",
    tag: "Identity",
    access: "anonymous",
    query: Schema.Struct({ confirmation_token: Schema.String.check(Schema.isMinLength(1)) }),
    response: MessageAnswer,
    handler: ({ ctx, query }) => identityHandlers.confirm(ctx, query.confirmation_token),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/users/confirmation/cancel",
    summary: "Undo a pending email change",
    tag: "Identity",
    access: "user",
    response: CurrentUser,
    handler: ({ ctx, caller }) => identityHandlers.cancelEmailChange(ctx, caller),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/users/password",
    summary: "Request password reset instructions (neutral answer, no user enumeration)",
    tag: "Identity",
    access: "anonymous",
    body: underUser(EmailOnly),
    response: MessageAnswer,
    handler: ({ ctx, body }) => identityHandlers.requestPasswordReset(ctx, body.user.email),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/users/password",
    summary: "Reset the password with the token from the mail",
    tag: "Identity",
    access: "anonymous",
    body: underUser(ResetPasswordInput),
    response: MessageAnswer,
    handler: ({ ctx, body }) => pointIntoUser(() => identityHandlers.resetPassword(ctx, body.user)),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/users",
    summary:
      "Update the signed-in user with one form: password (currentPassword, password, passwordConfirmation), email, profile (firstName... ; multipart with a headshot file) or settings (...Attributes). The form is named by its fields; mixing two forms is refused",
    tag: "Identity",
    access: "user",
    query: CurrentUserQuery,
    body: AnyUserFields,
    form: { fields: underUser(ProfileForm), files: ["user[headshot]"], json: underUser(AnyUserForm) },
    errors: ["InvalidCurrentPassword", "SameEmail", "EmailTaken", "RateLimited"],
    response: CurrentUserView,
    handler: async ({ ctx, caller, query, body }) => {
      await pointIntoUser(() => updateUser(ctx, caller, body.user))
      return currentUserWith(ctx, caller.sub, query.eager)
    },
  }),
]

/**
 * The current user with the relations `eager` names (spec 01 §7). A government user's profile lives in the
 * government users' read model: `govUserExtendedData` (with `visionUserId`) is read from it only when asked
 * (null for anyone else), and so are their `technologyTypes`, which the current user's read model does not
 * hold for them. The settings and social media accounts are always part of the user.
 */
const currentUserWith = async (
  ctx: RequestContext,
  userId: string,
  eager: string | undefined,
): Promise<CurrentUserView> => {
  const user = await ctx.services.identity.reads.currentUser(userId)
  const asked = eagerNames(eager)
  const extended = asked.includes("govUserExtendedData")
  if (!extended && !asked.includes("technologyTypes")) return user
  if (!user.userRoles.includes("gov")) return extended ? { ...user, govUserExtendedData: null } : user
  const profile = await ctx.services.govUsers.reads.govUser(userId)
  return {
    ...user,
    technologyTypes: profile.technologyTypes,
    ...(extended ? { govUserExtendedData: profile.govUserExtendedData } : {}),
  }
}

const mixedForms = "Send one form at a time: password, email, profile or settings."

/**
 * PATCH /api/v1/users: one path, four forms (spec 01 §7), each named by its own fields in the contract
 * (`userUpdateForms`), plus an optional headshot file beside the profile form.
 */
async function updateUser(
  ctx: RequestContext,
  caller: Caller,
  { headshot, ...fields }: Record<string, unknown>,
): Promise<void> {
  const userId = caller.sub
  const forms = userUpdateFormsOf(fields)
  if (forms.length > 1 || (headshot !== undefined && forms.some((form) => form !== "profile")))
    throw new AppError("ValidationFailed", mixedForms, [{ path: "user", message: mixedForms }])
  const form: UserUpdateForm | undefined = forms[0] ?? (headshot === undefined ? "settings" : undefined)
  const decode = <F extends UserUpdateForm>(name: F) =>
    decodeInput(
      userUpdateForms[name].schema,
      fields,
      underUserPath,
    ) as (typeof userUpdateForms)[F]["schema"]["Type"]
  const identity = ctx.services.identity.users
  if (form === "password") await identity.changePassword(userId, caller.sid, decode("password"))
  else if (form === "email") await identity.changeEmail(userId, decode("email").email)
  else if (form === "profile" && caller.roles.includes("gov") && "govUserExtendedDataAttributes" in fields)
    await ctx.services.govUsers.onboarding.updateProfile(
      userId,
      decodeInput(GovProfileUpdateInput, fields, underUserPath) as GovProfileUpdateInput,
    )
  else if (form === "profile") await identity.updateProfile(userId, decode("profile"))
  else if (form === "settings") await identity.updateSettings(userId, decode("settings"))
  // "headshot (only when newly chosen)": a file part next to the profile fields
  if (headshot !== undefined) {
    if (!isFormFile(headshot))
      throw new AppError("ValidationFailed", undefined, [
        { path: "user.headshot", message: "Attach an image file." },
      ])
    await identity.changeHeadshot(userId, await bytesOf(headshot))
  }
}
