import {
  commandRunner,
  createThrottle,
  fold,
  type LinkTokens,
  type Queryable,
  type ServiceDeps,
  type Sql,
  type Tx,
} from "@ignite/platform"
import { type AccountState, accountStreamId } from "./account"
import { type AccountCommand, accountDecider } from "./account.decide"
import { claimStreamId } from "./claim"
import { type ClaimCommand, claimDecider } from "./claim.decide"
import { inviteStreamId } from "./invite"
import { type InviteCommand, inviteDecider } from "./invite.decide"

export interface AccountsDeps extends ServiceDeps {
  readonly sql: Sql
  /** Hashed single-use link tokens: claims (subject: the account) and invites (subject: the invite). */
  readonly tokens: LinkTokens
  /** Whether an email already belongs to a user: identity's rule, asked in the caller's transaction. */
  readonly emailHasUser: (db: Queryable, email: string) => Promise<boolean>
}

/** One account per Unique Entity Id: the UEI is reserved in the append transaction. */
export const uniqueEntityIdScope = "account-uei"

// Generous for people, tight for scripts. Windows in seconds.
export const accountLimits = {
  claimsPerIp: 10,
  claimsPerEmail: 5,
  claimWindow: 15 * 60,
  invitesPerMember: 30,
  inviteWindow: 15 * 60,
} as const

/** What every accounts slice shares: the store, the clock, tokens, throttles and the three deciders. */
export const accountsContext = (deps: AccountsDeps) => {
  const commands = commandRunner(deps)
  const { now } = commands
  return {
    ...deps,
    commands,
    now,
    throttle: createThrottle(deps.sql),
    runAccount: (tx: Tx, accountId: string, command: AccountCommand, actorId?: string) =>
      commands.run(accountDecider, accountStreamId(accountId), command, actorId, { tx }),
    runClaim: (tx: Tx, accountId: string, command: ClaimCommand, actorId?: string) =>
      commands.run(claimDecider, claimStreamId(accountId), command, actorId, { tx }),
    runInvite: (tx: Tx, inviteId: string, command: InviteCommand, actorId?: string) =>
      commands.run(inviteDecider, inviteStreamId(inviteId), command, actorId, { tx }),
    /** The account as its own stream says, read in the caller's transaction. */
    async accountState(db: Queryable, accountId: string): Promise<AccountState> {
      const { events } = await deps.store.readStream(accountStreamId(accountId), { db })
      return fold(accountDecider, events as never)
    },
    async claimState(db: Queryable, accountId: string) {
      const { events } = await deps.store.readStream(claimStreamId(accountId), { db })
      return fold(claimDecider, events as never)
    },
    async inviteState(db: Queryable, inviteId: string) {
      const { events } = await deps.store.readStream(inviteStreamId(inviteId), { db })
      return fold(inviteDecider, events as never)
    },
    expiry: (ttlMs: number) => new Date(now().getTime() + ttlMs),
  }
}

export type AccountsContext = ReturnType<typeof accountsContext>
