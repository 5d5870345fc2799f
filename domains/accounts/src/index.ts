import type { PlatformModule, TokenKeys } from "@ignite/platform"
import { accountsMailReactor } from "./mails"

export { type AccountCommand, accountDecider } from "./account.decide"
export { type AccountsDeps, uniqueEntityIdScope } from "./accounts-context"
export { type AccountsService, createAccountsService } from "./accounts-service"
export { type ClaimCommand, claimDecider, claimTtlMs } from "./claim.decide"
export type { OpenClaim } from "./claims"
export { type InviteCommand, inviteDecider, inviteTtlMs } from "./invite.decide"
export type { OpenInvite } from "./invites"
export { renderAccountMail } from "./mails"

/** The accounts capability: the reactor that mails claim and invite links (its rules live in the streams). */
export const accountsModule = (deps: { tokenKeys: TokenKeys; publicUrl: string }): PlatformModule => ({
  name: "accounts",
  reactors: ({ mailer, sql }) => [accountsMailReactor({ mailer, sql, ...deps })],
})
