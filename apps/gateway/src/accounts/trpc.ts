import {
  AcceptInviteInput,
  Account,
  AccountPublic,
  AccountUsersPage,
  AccountUsersQuery,
  ClaimAccountInput,
  ClaimRequestInput,
  ClaimRequestResult,
  Deleted,
  InviteInput,
  LinkNames,
  MessageAnswer,
  ResendClaimInput,
  SignInResult,
  UpdateAccountInput,
  UserInvite,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { accountHandlers } from "./handlers"
import { acceptInvite, claimAccount, headshotBytes } from "./sign-up"

const Headshot = { headshot: Schema.optional(Schema.String.check(Schema.isMaxLength(14_000_000))) }
const InviteRef = Schema.Struct({ accountId: Uuid, inviteId: Uuid })

/** Company onboarding and the account's users (spec 01 §2, §7), the same services as the REST routes. */
const accounts = router({
  checkUniqueEntity: procedure("anonymous")
    .input(input(Schema.Struct({ uniqueEntityId: Schema.String })))
    .output(output(Schema.NullOr(AccountPublic)))
    .query(
      async ({ ctx, input }) => (await accountHandlers.byUniqueEntityId(ctx, input.uniqueEntityId)) ?? null,
    ),
  requestClaim: procedure("anonymous")
    .input(input(ClaimRequestInput))
    .output(output(ClaimRequestResult))
    .mutation(({ ctx, input }) => accountHandlers.requestClaim(ctx, input)),
  resendClaim: procedure("anonymous")
    .input(input(ResendClaimInput))
    .output(output(MessageAnswer))
    .mutation(({ ctx, input }) => accountHandlers.resendClaim(ctx, input)),
  checkClaim: procedure("anonymous")
    .input(input(Schema.Struct({ claimToken: Schema.String })))
    .output(output(LinkNames))
    .query(({ ctx, input }) => ctx.services.companies.accounts.checkClaim(input.claimToken)),
  claimAccount: procedure("anonymous")
    .meta({ carriesImage: true })
    .input(input(Schema.Struct({ ...ClaimAccountInput.fields, ...Headshot })))
    .output(output(SignInResult))
    .mutation(({ ctx, input: { headshot, ...form } }) => claimAccount(ctx, form, headshotBytes(headshot))),
  checkInvite: procedure("anonymous")
    .input(input(Schema.Struct({ inviteToken: Schema.String })))
    .output(output(LinkNames))
    .query(({ ctx, input }) => ctx.services.companies.accounts.checkInvite(input.inviteToken)),
  acceptInvite: procedure("anonymous")
    .meta({ carriesImage: true })
    .input(input(Schema.Struct({ ...AcceptInviteInput.fields, ...Headshot })))
    .output(output(SignInResult))
    .mutation(({ ctx, input: { headshot, ...form } }) => acceptInvite(ctx, form, headshotBytes(headshot))),

  current: procedure("company")
    .output(output(Account))
    .query(({ ctx }) => accountHandlers.own(ctx, ctx.caller)),
  update: procedure("company")
    .input(input(UpdateAccountInput))
    .output(output(Account))
    .mutation(({ ctx, input }) => accountHandlers.rename(ctx, ctx.caller, input.name)),
  markSetupSessionComplete: procedure("company")
    .output(output(Account))
    .mutation(({ ctx }) => accountHandlers.completeSetupSession(ctx, ctx.caller)),
  users: procedure("company")
    .input(input(Schema.Struct({ accountId: Uuid, ...AccountUsersQuery.fields })))
    .output(output(AccountUsersPage))
    .query(({ ctx, input: { accountId, ...query } }) =>
      accountHandlers.users(ctx, ctx.caller, accountId, query),
    ),
  invite: procedure("company")
    .input(input(Schema.Struct({ accountId: Uuid, ...InviteInput.fields })))
    .output(output(UserInvite))
    .mutation(({ ctx, input: { accountId, ...invitee } }) =>
      ctx.services.companies.accounts.sendInvite(ctx.caller.sub, accountId, invitee),
    ),
  getInvite: procedure("company")
    .input(input(InviteRef))
    .output(output(UserInvite))
    .query(({ ctx, input }) => accountHandlers.invite(ctx, ctx.caller, input.accountId, input.inviteId)),
  updateInvite: procedure("company")
    .input(input(Schema.Struct({ ...InviteRef.fields, ...InviteInput.fields })))
    .output(output(UserInvite))
    .mutation(({ ctx, input: { accountId, inviteId, ...invitee } }) =>
      ctx.services.companies.accounts.updateInvite(ctx.caller.sub, accountId, inviteId, invitee),
    ),
  resendInvite: procedure("company")
    .input(input(InviteRef))
    .output(output(UserInvite))
    .mutation(({ ctx, input }) =>
      ctx.services.companies.accounts.resendInvite(ctx.caller.sub, input.accountId, input.inviteId),
    ),
  deleteInvite: procedure("company")
    .input(input(InviteRef))
    .output(output(Deleted))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.companies.accounts.deleteInvite(ctx.caller.sub, input.accountId, input.inviteId)
      return { deleted: true }
    }),
})

export const accountsProcedures = { accounts }
