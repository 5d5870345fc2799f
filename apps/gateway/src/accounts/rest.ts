import {
  AcceptInviteInput,
  Account,
  AccountPublic,
  AccountUsersPage,
  AccountUsersQuery,
  AppError,
  bytesOf,
  CheckUniqueEntityQuery,
  ClaimAccountInput,
  ClaimRequestInput,
  ClaimRequestResult,
  ClaimTokenQuery,
  CurrentUser,
  decodeInput,
  type ErrorCode,
  InviteInput,
  InviteTokenQuery,
  isFormFile,
  LinkNames,
  MessageAnswer,
  ResendClaimInput,
  UpdateAccountInput,
  UserInvite,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import type { RequestContext } from "../context"
import { defineRoute, type RestRoute, WithHeaders } from "../rest/route"
import { accountHandlers } from "./handlers"
import { callerAccountId } from "./membership"
import { acceptInvite, claimAccount } from "./sign-up"

const AccountParams = Schema.Struct({ id: Uuid })
const InviteParams = Schema.Struct({ id: Uuid, inviteId: Uuid })
const AnyForm = Schema.Record(Schema.String, Schema.Unknown)

/** Multipart sign-up forms: the fields decode with the contract, the headshot file comes beside them. */
const signUpForm = async <S extends typeof ClaimAccountInput | typeof AcceptInviteInput>(
  schema: S,
  { headshot, ...fields }: Record<string, unknown>,
) => {
  if (headshot !== undefined && !isFormFile(headshot))
    throw new AppError("ValidationFailed", undefined, [
      { path: "headshot", message: "Attach an image file." },
    ])
  const input = decodeInput(schema, fields) as S["Type"]
  return { input, headshot: headshot === undefined ? undefined : await bytesOf(headshot) }
}

/** Sign-ups answer like sign-in: the user, and the session token in the Authorization header. */
const withToken = ({ token, user }: { token: string; user: unknown }) =>
  new WithHeaders(user, {
    authorization: `Bearer ${token}`,
    "access-control-expose-headers": "Authorization",
  })

/** A sign-up form that joins an account (claim, invite): multipart in, the new user and a session out. */
const signUpRoute = <S extends typeof ClaimAccountInput | typeof AcceptInviteInput>(
  path: string,
  summary: string,
  schema: S,
  signUp: (
    ctx: RequestContext,
    input: S["Type"],
    headshot?: Uint8Array,
  ) => Promise<{ token: string; user: unknown }>,
  errors: readonly ErrorCode[],
) =>
  defineRoute({
    method: "POST",
    path,
    summary,
    tag: "Accounts",
    access: "anonymous",
    status: 201,
    body: AnyForm,
    form: { fields: schema, files: ["headshot"], json: schema },
    errors: [...errors, "UserAlreadyExists", "InvalidCaptcha", "RateLimited"],
    response: CurrentUser,
    handler: async ({ ctx, body }) => {
      const { input, headshot } = await signUpForm(schema, body)
      return withToken(await signUp(ctx, input, headshot))
    },
  })

export const accountsRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/accounts/check_unique_entity",
    summary: "The registered company a Unique Entity Id names, or 204 when there is none",
    tag: "Accounts",
    access: "anonymous",
    query: CheckUniqueEntityQuery,
    response: AccountPublic,
    handler: ({ ctx, query }) => accountHandlers.byUniqueEntityId(ctx, query.uniqueEntityId),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/claim_requests",
    summary:
      "Request to claim a company account: ClaimSuccess mails a claim link to the registry's point of contact; otherwise ClaimRequestAlreadyExists, EmailUnmatched, AccountAlreadyClaimed or UserAlreadyExists",
    tag: "Accounts",
    access: "anonymous",
    status: 201,
    body: ClaimRequestInput,
    errors: [
      "InvalidCaptcha",
      "InvalidUniqueEntityId",
      "ClaimRequestAlreadyExists",
      "EmailUnmatched",
      "AccountAlreadyClaimed",
      "UserAlreadyExists",
      "RateLimited",
    ],
    response: ClaimRequestResult,
    handler: ({ ctx, body }) => accountHandlers.requestClaim(ctx, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/claim_requests/resend",
    summary: "Send the claim mail again, by the request's uniqueEntityId and email, or by a claimToken",
    tag: "Accounts",
    access: "anonymous",
    body: ResendClaimInput,
    response: MessageAnswer,
    handler: ({ ctx, body }) => accountHandlers.resendClaim(ctx, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/claim_requests/check_claim",
    summary: "Check a claim link: the claimant's names, or InvalidClaimToken / ClaimPeriodExpired",
    tag: "Accounts",
    access: "anonymous",
    query: ClaimTokenQuery,
    errors: ["InvalidClaimToken", "ClaimPeriodExpired"],
    response: LinkNames,
    handler: ({ ctx, query }) => ctx.services.companies.accounts.checkClaim(query.claimToken),
  }),
  signUpRoute(
    "/api/v1/claim_requests/claim_account",
    "Claim the account (multipart: the sign-up form, claimToken, optional headshot file): the claimant becomes its owner, signed in (token in the Authorization header)",
    ClaimAccountInput,
    claimAccount,
    ["InvalidClaimToken", "ClaimPeriodExpired", "AccountAlreadyClaimed"],
  ),
  defineRoute({
    method: "GET",
    path: "/api/v1/user_invites/check_invite",
    summary: "Check an invite link: the invitee's names, or InvalidInviteToken / InvitePeriodExpired",
    tag: "Accounts",
    access: "anonymous",
    query: InviteTokenQuery,
    errors: ["InvalidInviteToken", "InvitePeriodExpired"],
    response: LinkNames,
    handler: ({ ctx, query }) => ctx.services.companies.accounts.checkInvite(query.invite_token),
  }),
  signUpRoute(
    "/api/v1/user_invites/accept_invite",
    "Accept an invite (multipart: the sign-up form, inviteToken, optional headshot file): a new member of the account, signed in",
    AcceptInviteInput,
    acceptInvite,
    ["InvalidInviteToken", "InvitePeriodExpired"],
  ),
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user/account",
    summary: "The signed-in company user's account",
    tag: "Accounts",
    access: "company",
    response: Account,
    handler: ({ ctx, caller }) => accountHandlers.own(ctx, caller),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/account",
    summary: "Rename the signed-in company user's account (the Unique Entity Id stays as registered)",
    tag: "Accounts",
    access: "company",
    body: UpdateAccountInput,
    response: Account,
    handler: ({ ctx, caller, body }) => accountHandlers.rename(ctx, caller, body.name),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user/account/users",
    summary: "Every member of the signed-in company user's account",
    tag: "Accounts",
    access: "company",
    response: AccountUsersPage,
    handler: async ({ ctx, caller }) =>
      ctx.services.companies.reads.accountUsers(await callerAccountId(ctx, caller), {
        page: 1,
        perPage: 1000,
        includeInvites: false,
      }),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/account/mark_setup_session_complete",
    summary: "Record that the account's first setup session is done",
    tag: "Accounts",
    access: "company",
    response: Account,
    handler: ({ ctx, caller }) => accountHandlers.completeSetupSession(ctx, caller),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/accounts/{id}/users",
    summary:
      "The account's users, a page at a time (page, perPage), with pending invites when includeUserInvites=true",
    tag: "Accounts",
    access: "company",
    params: AccountParams,
    query: AccountUsersQuery,
    response: AccountUsersPage,
    handler: ({ ctx, caller, params, query }) => accountHandlers.users(ctx, caller, params.id, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/accounts/{id}/user_invites",
    summary: "Invite a colleague into the account (mails an invite link)",
    tag: "Accounts",
    access: "company",
    status: 201,
    params: AccountParams,
    body: InviteInput,
    response: UserInvite,
    handler: ({ ctx, caller, params, body }) =>
      ctx.services.companies.accounts.sendInvite(caller.sub, params.id, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/accounts/{id}/user_invites/{inviteId}",
    summary: "One pending invite of the account",
    tag: "Accounts",
    access: "company",
    params: InviteParams,
    response: UserInvite,
    handler: ({ ctx, caller, params }) => accountHandlers.invite(ctx, caller, params.id, params.inviteId),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/accounts/{id}/user_invites/{inviteId}",
    summary: "Edit a pending invite: a new link goes to the (new) address",
    tag: "Accounts",
    access: "company",
    params: InviteParams,
    body: InviteInput,
    response: UserInvite,
    handler: ({ ctx, caller, params, body }) =>
      ctx.services.companies.accounts.updateInvite(caller.sub, params.id, params.inviteId, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/accounts/{id}/user_invites/{inviteId}/resend",
    summary: "Send a pending invite again with a new link",
    tag: "Accounts",
    access: "company",
    params: InviteParams,
    response: UserInvite,
    handler: ({ ctx, caller, params }) =>
      ctx.services.companies.accounts.resendInvite(caller.sub, params.id, params.inviteId),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/accounts/{id}/user_invites/{inviteId}",
    summary: "Delete a pending invite; its link stops working",
    tag: "Accounts",
    access: "company",
    status: 204,
    params: InviteParams,
    handler: ({ ctx, caller, params }) =>
      ctx.services.companies.accounts.deleteInvite(caller.sub, params.id, params.inviteId),
  }),
]
