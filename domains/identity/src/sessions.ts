import { randomUUID } from "node:crypto"
import { AppError, type AuthErrorCode, type UserRole } from "@ignite/contracts"
import { type IdentityContext, limits } from "./identity-context"
import { verifyPassword } from "./passwords"

export interface SessionGrant {
  readonly userId: string
  readonly sessionId: string
  readonly roles: readonly UserRole[]
  readonly ttlSeconds: number
}

/** What identity knows of a token's session: rejected, or alive and whether the address is confirmed. */
export type SessionState =
  | { readonly reject: AuthErrorCode }
  | { readonly reject?: undefined; readonly confirmed: boolean; readonly expiresAt: Date }

/** Signed in, but not yet through the app's door: unconfirmed email, or terms and privacy unsigned. */
export type Gate = "UnconfirmedEmail" | "MissingTermsPrivacy"

/** What a token's session allows: rejected (revoked, expired), gated, or the app. */
export interface SessionVerdict {
  readonly reject?: AuthErrorCode
  readonly gate?: Gate
}

/** Sign in and out; the session check every authenticated request needs. */
export const sessionsSlice = (identity: IdentityContext) => {
  const { sql, run, now, throttle } = identity
  const sessionTtlSeconds = identity.sessionTtlSeconds ?? 24 * 60 * 60

  /**
   * A session for a user whose identity is already established: by password, or by a sign-up that signs
   * the new user in (spec 01 §4), confirmed or not; the route gate holds unconfirmed users.
   */
  const openSession = async (
    userId: string,
    client: { ip: string; userAgent?: string },
  ): Promise<SessionGrant> => {
    const sessionId = randomUUID()
    const roles = await sql.transaction(async (tx) => {
      await tx.query(
        "insert into user_sessions (id, user_id, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5)",
        [
          sessionId,
          userId,
          new Date(now().getTime() + sessionTtlSeconds * 1000),
          client.ip,
          client.userAgent?.slice(0, 300) ?? null,
        ],
      )
      const result = await run(tx, userId, { type: "RecordSignIn", sessionId })
      return result.state.status === "registered" ? result.state.roles : []
    })
    return { userId, sessionId, roles, ttlSeconds: sessionTtlSeconds }
  }

  return {
    openSession,

    /**
     * Password sign-in. Only a right password learns that the address is unconfirmed (spec 01 §8
     * UnconfirmedEmail): a wrong one gets InvalidCredentials whatever the account's state.
     */
    async signIn(input: {
      email: string
      password: string
      ip: string
      userAgent?: string
    }): Promise<SessionGrant> {
      await throttle.limit(`signin-ip:${input.ip}`, limits.perIpSignIns, limits.perIpWindow)
      // Keyed by email, not user, so unknown emails lock the same way and reveal nothing.
      const failureKey = `signin-email:${input.email}`
      const locked = await throttle.isLocked(failureKey)
      const [login] = await sql.query<{ user_id: string; password_hash: string; confirmed: boolean }>(
        `select c.user_id::text as user_id, c.password_hash, c.confirmed
           from reservations r join user_credentials c on c.user_id = r.owner::uuid
          where r.scope = 'user-email' and r.key = $1`,
        [input.email],
      )
      const ok = await verifyPassword(login?.password_hash, input.password)
      if (locked) throw new AppError("AccountLocked")
      if (!ok || !login) {
        await throttle.recordFailure(
          failureKey,
          limits.signInFailuresBeforeLock,
          limits.signInFailureWindow,
          limits.lockSeconds,
        )
        throw new AppError("InvalidCredentials")
      }
      await throttle.clear(failureKey)
      if (!login.confirmed) throw new AppError("UnconfirmedEmail")
      return openSession(login.user_id, input)
    },

    async signOut(userId: string, sessionId: string) {
      await sql.transaction(async (tx) => {
        await tx.query("update user_sessions set revoked_at = now() where id = $1 and revoked_at is null", [
          sessionId,
        ])
        await run(tx, userId, { type: "RecordSignOut", sessionId })
      })
    },

    /** Is the session alive, and is the user's address confirmed? One query on identity's own tables. */
    async checkSession(userId: string, sessionId: string): Promise<SessionState> {
      const [row] = await sql.query<{ revoked: boolean; expires_at: Date; confirmed: boolean }>(
        `select s.revoked_at is not null as revoked, s.expires_at, c.confirmed
           from user_sessions s join user_credentials c on c.user_id = s.user_id
          where s.id = $1 and s.user_id = $2`,
        [sessionId, userId],
      )
      if (!row || row.revoked) return { reject: "InvalidToken" }
      const expiresAt = new Date(row.expires_at)
      if (expiresAt.getTime() <= now().getTime()) return { reject: "ExpiredToken" }
      return { confirmed: row.confirmed, expiresAt }
    },
  }
}
