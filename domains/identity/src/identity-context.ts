import { AppError, identityMessages, mismatchCode } from "@ignite/contracts"
import {
  commandRunner,
  createThrottle,
  type FileStore,
  type LinkTokens,
  type Queryable,
  reservations,
  type ServiceDeps,
  type Sql,
  type Throttle,
  type Tx,
} from "@ignite/platform"
import { userStreamId } from "./user"
import { type UserCommand, userDecider } from "./user.decide"

export interface IdentityDeps extends ServiceDeps {
  readonly sql: Sql
  /** Hashed single-use link tokens; the mail reactor derives the mailed token from the event's id. */
  readonly tokens: LinkTokens
  readonly sessionTtlSeconds?: number
  /** Where headshots go; profile photos need it, the rest of identity does not. */
  readonly files?: FileStore
}

/** One user per email: the address is reserved in the append transaction. */
export const emailScope = "user-email"

// Limits: generous for people, tight for scripts. Windows in seconds.
export const limits = {
  signInFailuresBeforeLock: 5,
  signInFailureWindow: 15 * 60,
  lockSeconds: 15 * 60,
  perIpSignIns: 30,
  perIpWindow: 5 * 60,
  mailRequestsPerEmail: 3,
  mailRequestsPerIp: 10,
  mailWindow: 15 * 60,
  emailChangesPerUser: 5,
  /** Answers that must not reveal whether an email is known take at least this long. */
  neutralFloorMs: 400,
} as const

/** What every identity slice shares: the store, its tables, the clock, tokens and throttles. */
export const identityContext = (deps: IdentityDeps) => {
  const commands = commandRunner(deps)
  const throttle: Throttle = createThrottle(deps.sql)
  return {
    ...deps,
    now: commands.now,
    newId: commands.newId,
    throttle,
    /** Decides a user command against the user stream and appends, inside the caller's transaction. */
    run: (tx: Tx, userId: string, command: UserCommand, actorId?: string) =>
      commands.run(userDecider, userStreamId(userId), command, actorId ?? userId, { tx }),
    userIdByEmail: (db: Queryable, email: string) => reservations.ownerOf(db, emailScope, email),
    /**
     * A request that mails a link to whoever holds `email` (`kind` names the mail): the same answer and the
     * same time whether the address is known or not; bounded per IP (RateLimited) and per address (past it,
     * the neutral answer still comes but no mail). `send` runs only for a known address within its limit.
     */
    async neutralMailRequest(
      request: { email: string; ip: string; kind: string },
      send: (userId: string) => Promise<void>,
    ) {
      await atLeast(
        limits.neutralFloorMs,
        (async () => {
          await throttle.limit(`mail-ip:${request.ip}`, limits.mailRequestsPerIp, limits.mailWindow)
          const allowed = await throttle.allow(
            `${request.kind}-email:${request.email}`,
            limits.mailRequestsPerEmail,
            limits.mailWindow,
          )
          const userId = await reservations.ownerOf(deps.sql, emailScope, request.email)
          if (userId && allowed) await send(userId)
        })(),
      )
    },
  }
}

export type IdentityContext = ReturnType<typeof identityContext>

export const mismatch = (path: string, message: string = identityMessages.passwordsMustMatch) =>
  new AppError("ValidationFailed", message, [{ path, message, code: mismatchCode }])

/** Resolves no sooner than `ms`: answers that could reveal whether an address is known take the same time. */
export const atLeast = async <T>(ms: number, work: Promise<T>): Promise<T> => {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}

/** Whether an email already belongs to a user (identity's own reservation), asked in any transaction. */
export const emailHasUser = async (db: Queryable, email: string): Promise<boolean> =>
  (await reservations.ownerOf(db, emailScope, email.trim().toLowerCase())) !== undefined
