import {
  AppError,
  bytesOf,
  CheckGovEmailQuery,
  CheckGovEmailResult,
  CurrentUser,
  decodeInput,
  Eager,
  eagerRelations,
  GovEmailAllowEntryInput,
  GovEmailAllowList,
  GovSignUpInput,
  GovUser,
  GovUsersPage,
  GovUsersQuery,
  isFormFile,
  Uuid,
  VisionRedirection,
  VisionStatus,
  VisionTokenQuery,
  VisionUserData,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute, WithHeaders } from "../rest/route"
import {
  allowList,
  govSignUp,
  govUserSearch,
  linkVision,
  visionRedirection,
  visionUserData,
  visionUserExists,
} from "./handlers"

const AnyForm = Schema.Record(Schema.String, Schema.Unknown)

/** The multipart (or JSON) sign-up form: `user[...]` fields, `user[headshot]` file, `recaptchaToken`. */
const signUpForm = async (body: Record<string, unknown>) => {
  const user = (typeof body.user === "object" && body.user !== null ? body.user : {}) as Record<
    string,
    unknown
  >
  const { headshot, ...fields } = user
  if (headshot !== undefined && !isFormFile(headshot))
    throw new AppError("ValidationFailed", undefined, [
      { path: "user.headshot", message: "Attach an image file." },
    ])
  const input = decodeInput(GovSignUpInput, { ...body, user: fields })
  return { input, headshot: headshot === undefined ? undefined : await bytesOf(headshot) }
}

export const govUsersRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/gov/check_email",
    summary:
      "Whether an address may sign up as a government user without a partner token (the admin-kept allow list of domains and addresses)",
    tag: "Government users",
    access: "anonymous",
    query: CheckGovEmailQuery,
    response: CheckGovEmailResult,
    handler: ({ ctx, query }) => ctx.services.govUsers.users.checkEmail(query.email),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/gov_users/signup",
    summary:
      "Government sign-up (multipart: user[...] fields with the government profile, user[headshot] file, recaptchaToken): a new gov user, signed in (token in the Authorization header); the confirmation mail follows unless a VISION token vouches for the address",
    tag: "Government users",
    access: "anonymous",
    status: 201,
    body: AnyForm,
    form: { fields: GovSignUpInput, files: ["user[headshot]"], json: GovSignUpInput },
    errors: [
      "InvalidCaptcha",
      "EmailNotAllowed",
      "InvalidVisionToken",
      "ExpiredVisionToken",
      "UserAlreadyExists",
      "RateLimited",
    ],
    response: CurrentUser,
    handler: async ({ ctx, body }) => {
      const { input, headshot } = await signUpForm(body)
      const { token, user } = await govSignUp(ctx, input, headshot)
      return new WithHeaders(user, {
        authorization: `Bearer ${token}`,
        "access-control-expose-headers": "Authorization",
      })
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov_users/vision_user_data",
    summary:
      "Decrypt and validate a VISION token: the person it carries (prefills /gov_user: emailValid, position)",
    tag: "Government users",
    access: "anonymous",
    query: VisionTokenQuery,
    response: VisionUserData,
    handler: ({ ctx, query }) => visionUserData(ctx, query.q),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov_users/vision_redirection_data",
    summary: "Where a VISION arrival goes: /signin when the token's person has an account, else /gov_user",
    tag: "Government users",
    access: "anonymous",
    query: VisionTokenQuery,
    response: VisionRedirection,
    handler: ({ ctx, query }) => visionRedirection(ctx, query.q),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov_users/user_exists_and_is_linked",
    summary: "Whether the VISION token's person has an Ignite account, and whether it is linked to VISION",
    tag: "Government users",
    access: "anonymous",
    query: VisionTokenQuery,
    response: VisionStatus,
    handler: ({ ctx, query }) => visionUserExists(ctx, query.q),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/gov_users/save_vision_data_for_existing_users",
    summary: "Link the signed-in government user to the VISION person of a token minted for their email",
    tag: "Government users",
    access: "gov",
    body: VisionTokenQuery,
    response: GovUser,
    handler: ({ ctx, caller, body }) => linkVision(ctx, caller, body.q),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov/users/{id}",
    summary:
      "A government user's profile view with its derived fields (isActive, serviceYears, connector, activeChatThreadsCount)",
    tag: "Government users",
    access: "user",
    params: Schema.Struct({ id: Uuid }),
    query: Schema.Struct({ eager: Schema.optional(Eager(eagerRelations.govUser)) }),
    response: GovUser,
    handler: ({ ctx, caller, params }) => ctx.services.govUsers.reads.govUser(params.id, caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/gov/users",
    summary:
      "Search government users (company users and admins): search text, technologyTypeIds, govUserOrganizationIds, govUserClassificationIds, page, perPage",
    tag: "Government users",
    access: "company-or-admin",
    query: GovUsersQuery,
    response: GovUsersPage,
    handler: ({ ctx, caller, query }) => ctx.services.govUsers.reads.govUsers(govUserSearch(query), caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/admin/gov_email_allow_list",
    summary: "The domains and addresses allowed to sign up as government users",
    tag: "Government users",
    access: "admin",
    response: GovEmailAllowList,
    handler: ({ ctx }) => allowList.read(ctx),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/admin/gov_email_allow_list",
    summary: "Allow a domain (.gov, agency.gov) or one address to sign up as government users",
    tag: "Government users",
    access: "admin",
    status: 201,
    body: GovEmailAllowEntryInput,
    response: GovEmailAllowList,
    handler: ({ ctx, caller, body }) => allowList.add(ctx, caller, body.entry),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/gov_email_allow_list/{entry}",
    summary: "Remove a domain or address from the government sign-up allow list",
    tag: "Government users",
    access: "admin",
    params: Schema.Struct({ entry: Schema.String.check(Schema.isMaxLength(254)) }),
    response: GovEmailAllowList,
    handler: ({ ctx, caller, params }) => allowList.remove(ctx, caller, params.entry),
  }),
]
