import { randomUUID } from "node:crypto"
import {
  AppError,
  type AuthErrorCode,
  type CreateUserInput,
  type CurrentUser,
  identityMessages,
  mismatchCode,
  type NotificationSettingsInput,
  type ProfileInput,
  passwordsMatch,
  type UserRole,
} from "@ignite/contracts"
import {
  type DecisionContext,
  type EventStore,
  type FileStore,
  handleCommand,
  pgErrorCode,
  processHeadshot,
  type Sql,
  type Tx,
} from "@ignite/platform"
import { currentUserOf, loadCurrentUserRow } from "./current-user-query"
import { hashPassword, verifyPassword } from "./passwords"
import { hashToken, type TokenKeys } from "./secure-tokens"
import { clearAttempts, isLocked, limit, lockIfExceeded } from "./throttle"
import type { ConfirmationPurpose } from "./user"
import { userStreamId } from "./user"
import { confirmationTtlMs, resetTtlMs, type UserCommand, userDecider } from "./user.decide"

export interface IdentityDeps {
  readonly store: EventStore
  readonly sql: Sql
  readonly tokenKeys: TokenKeys
  readonly now?: () => Date
  /** Spec 01 §2: a user who has not signed the latest terms and privacy is gated (policies capability). */
  readonly unsignedPolicies?: (userId: string) => Promise<readonly string[]>
  readonly sessionTtlSeconds?: number
  /** Where headshots go; profile photos need it, the rest of identity does not. */
  readonly files?: FileStore
}

export interface SessionGrant {
  readonly userId: string
  readonly sessionId: string
  readonly roles: readonly UserRole[]
  readonly ttlSeconds: number
}

export interface SessionVerdict {
  readonly reject?: AuthErrorCode
  readonly gate?: "UnconfirmedEmail" | "MissingTermsPrivacy"
}

// Limits: generous for people, tight for scripts. Windows in seconds.
const signInFailuresBeforeLock = 5
const signInFailureWindow = 15 * 60
const lockSeconds = 15 * 60
const perIpSignIns = 30
const perIpWindow = 5 * 60
const mailRequestsPerEmail = 3
const mailRequestsPerIp = 10
const mailWindow = 15 * 60
const emailChangesPerUser = 5
/** Answers that must not reveal whether an email is known take at least this long. */
const neutralFloorMs = 400

const mismatch = (path: string, message: string = identityMessages.passwordsMustMatch) =>
  new AppError("ValidationFailed", message, [{ path, message, code: mismatchCode }])

const atLeast = async <T>(ms: number, work: Promise<T>): Promise<T> => {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}

export const createIdentityService = (deps: IdentityDeps) => {
  const { store, sql, tokenKeys } = deps
  const now = deps.now ?? (() => new Date())
  const sessionTtlSeconds = deps.sessionTtlSeconds ?? 24 * 60 * 60
  const ctx = (actorId?: string): DecisionContext => ({ now: now(), newId: randomUUID, actorId })

  const run = (tx: Tx, userId: string, command: UserCommand, actorId?: string) =>
    handleCommand(store, userDecider, userStreamId(userId), command, ctx(actorId ?? userId), { tx })

  const userIdByEmail = async (db: Tx | Sql, email: string) =>
    (await db.query<{ user_id: string }>("select user_id from user_emails where email = $1", [email]))[0]
      ?.user_id

  /** A new single-use link token; earlier unused ones of the same purpose stop working. */
  const issueToken = async (
    tx: Tx,
    userId: string,
    purpose: ConfirmationPurpose | "reset",
    email: string,
  ) => {
    const tokenId = randomUUID()
    const ttl = purpose === "reset" ? resetTtlMs : confirmationTtlMs
    await tx.query(
      "update user_tokens set used_at = now() where user_id = $1 and purpose = $2 and used_at is null",
      [userId, purpose],
    )
    await tx.query(
      `insert into user_tokens (token_hash, token_id, user_id, purpose, email, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        hashToken(tokenKeys.tokenFor(tokenId)),
        tokenId,
        userId,
        purpose,
        email,
        new Date(now().getTime() + ttl),
      ],
    )
    return tokenId
  }

  const consumeToken = async (tx: Tx, token: string, purposes: readonly string[]) => {
    const rows = await tx.query<{
      user_id: string
      purpose: string
      email: string
      expired: boolean
      used: boolean
    }>(
      `select user_id::text as user_id, purpose, email, expires_at < $2 as expired, used_at is not null as used
       from user_tokens where token_hash = $1 for update`,
      [hashToken(token), now()],
    )
    const row = rows[0]
    const isReset = purposes.includes("reset")
    if (!row || row.used || !purposes.includes(row.purpose))
      throw new AppError(isReset ? "InvalidResetPasswordToken" : "InvalidConfirmationToken")
    if (row.expired) throw new AppError(isReset ? "ResetPasswordPeriodExpired" : "ConfirmationPeriodExpired")
    await tx.query("update user_tokens set used_at = $2 where token_hash = $1", [hashToken(token), now()])
    return row
  }

  const reserveEmail = async (tx: Tx, email: string, userId: string) => {
    try {
      await tx.query("insert into user_emails (email, user_id) values ($1, $2)", [email, userId])
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw new AppError("UserAlreadyExists")
      throw error
    }
  }

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

  const currentUser = async (userId: string): Promise<CurrentUser> => {
    const row = await loadCurrentUserRow(sql, userId)
    if (!row) throw new AppError("NotFound", identityMessages.userDataLoadFailed)
    return currentUserOf(row, now())
  }

  return {
    currentUser,

    /** Creates a user with a password (sign-up flows, operators). Unconfirmed users get a confirmation mail. */
    async register(input: {
      email: string
      password: string
      firstName: string
      lastName: string
      title?: string | null
      timezone?: string | null
      roles: UserRole[]
      accountId?: string | null
      confirmed: boolean
      actorId?: string
    }): Promise<{ userId: string }> {
      const userId = randomUUID()
      const passwordHash = await hashPassword(input.password)
      await sql.transaction(async (tx) => {
        await reserveEmail(tx, input.email, userId)
        await tx.query("insert into user_credentials (user_id, password_hash) values ($1, $2)", [
          userId,
          passwordHash,
        ])
        const tokenId = input.confirmed ? undefined : await issueToken(tx, userId, "signup", input.email)
        await run(tx, userId, { type: "Register", userId, ...input, tokenId }, input.actorId)
      })
      return { userId }
    },

    /** Operators: ADMIN_EMAIL + ADMIN_PASSWORD create a confirmed admin once. */
    async ensureAdmin(email: string, password: string) {
      if (await userIdByEmail(sql, email)) return { created: false }
      await this.register({
        email,
        password,
        firstName: "Site",
        lastName: "Administrator",
        roles: ["admin"],
        confirmed: true,
      })
      return { created: true }
    },

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
      await limit(sql, `signin-ip:${input.ip}`, perIpSignIns, perIpWindow)
      // Keyed by email, not user, so unknown emails lock the same way and reveal nothing.
      const failureKey = `signin-email:${input.email}`
      const locked = await isLocked(sql, failureKey)
      const rows = await sql.query<{ user_id: string; password_hash: string; confirmed: boolean | null }>(
        `select e.user_id::text as user_id, c.password_hash, u.confirmed from user_emails e
         join user_credentials c on c.user_id = e.user_id
         left join current_users u on u.id = e.user_id
         where e.email = $1`,
        [input.email],
      )
      const ok = await verifyPassword(rows[0]?.password_hash, input.password)
      if (locked) throw new AppError("AccountLocked")
      if (!ok || !rows[0]) {
        await lockIfExceeded(sql, failureKey, signInFailuresBeforeLock, signInFailureWindow, lockSeconds)
        throw new AppError("InvalidCredentials")
      }
      await clearAttempts(sql, failureKey)
      if (!rows[0].confirmed) throw new AppError("UnconfirmedEmail")
      return openSession(rows[0].user_id, input)
    },

    openSession,

    async signOut(userId: string, sessionId: string) {
      await sql.transaction(async (tx) => {
        await tx.query("update user_sessions set revoked_at = now() where id = $1 and revoked_at is null", [
          sessionId,
        ])
        await run(tx, userId, { type: "RecordSignOut", sessionId })
      })
    },

    /** Every authenticated request: is the session alive, and may the user use the app yet? */
    async checkSession(userId: string, sessionId: string): Promise<SessionVerdict> {
      const rows = await sql.query<{ revoked: boolean; expired: boolean; confirmed: boolean | null }>(
        `select s.revoked_at is not null as revoked, s.expires_at < now() as expired, u.confirmed
         from user_sessions s left join current_users u on u.id = s.user_id
         where s.id = $1 and s.user_id = $2`,
        [sessionId, userId],
      )
      const row = rows[0]
      if (!row || row.revoked || row.confirmed === null) return { reject: "InvalidToken" }
      if (row.expired) return { reject: "ExpiredToken" }
      if (!row.confirmed) return { gate: "UnconfirmedEmail" }
      if (deps.unsignedPolicies && (await deps.unsignedPolicies(userId)).length > 0)
        return { gate: "MissingTermsPrivacy" }
      return {}
    },

    /**
     * Always answers the same way and takes the same time, known email or not. `redirectTo`, a path of
     * this app, rides on the mailed link (spec 01 §7).
     */
    async resendConfirmation(email: string, ip: string, redirectTo?: string) {
      await atLeast(
        neutralFloorMs,
        (async () => {
          await limit(sql, `mail-ip:${ip}`, mailRequestsPerIp, mailWindow)
          const allowed = await countOk(`confirm-email:${email}`)
          const userId = await userIdByEmail(sql, email)
          if (!userId || !allowed) return
          await sql.transaction(async (tx) => {
            const pending = await tx.query<{ confirmed: boolean; unconfirmed_email: string | null }>(
              "select confirmed, unconfirmed_email from current_users where id = $1",
              [userId],
            )
            // unconfirmed: the sign-up address; confirmed: the pending new address, if any
            const target = pending[0]?.confirmed ? pending[0]?.unconfirmed_email : email
            if (!target) return
            const purpose: ConfirmationPurpose = pending[0]?.confirmed ? "email_change" : "signup"
            const tokenId = await issueToken(tx, userId, purpose, target)
            await run(tx, userId, { type: "ResendConfirmation", tokenId, redirectTo })
          })
        })(),
      )
    },

    async confirm(token: string): Promise<{ userId: string }> {
      return sql.transaction(async (tx) => {
        const row = await consumeToken(tx, token, ["signup", "email_change"])
        if (row.purpose === "email_change") {
          // the new address becomes the login now, if nobody took it meanwhile
          await tx.query("delete from user_emails where user_id = $1", [row.user_id])
          await reserveEmail(tx, row.email, row.user_id).catch(() => {
            throw new AppError("EmailTaken")
          })
        }
        await run(tx, row.user_id, {
          type: "Confirm",
          purpose: row.purpose as ConfirmationPurpose,
          email: row.email,
        })
        return { userId: row.user_id }
      })
    },

    async requestPasswordReset(email: string, ip: string) {
      await atLeast(
        neutralFloorMs,
        (async () => {
          await limit(sql, `mail-ip:${ip}`, mailRequestsPerIp, mailWindow)
          const allowed = await countOk(`reset-email:${email}`)
          const userId = await userIdByEmail(sql, email)
          if (!userId || !allowed) return
          await sql.transaction(async (tx) => {
            const tokenId = await issueToken(tx, userId, "reset", email)
            await run(tx, userId, { type: "RequestPasswordReset", tokenId })
          })
        })(),
      )
    },

    async resetPassword(input: {
      resetPasswordToken: string
      password: string
      passwordConfirmation: string
    }) {
      if (!passwordsMatch(input.password, input.passwordConfirmation)) throw mismatch("passwordConfirmation")
      const passwordHash = await hashPassword(input.password)
      const email = await sql.transaction(async (tx) => {
        const row = await consumeToken(tx, input.resetPasswordToken, ["reset"])
        await tx.query(
          "update user_credentials set password_hash = $2, updated_at = now() where user_id = $1",
          [row.user_id, passwordHash],
        )
        // A reset means the old password may be known to someone else: end every session.
        await tx.query(
          "update user_sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
          [row.user_id],
        )
        await run(tx, row.user_id, { type: "ChangePassword", via: "reset" })
        return row.email
      })
      // The new password unlocks sign-in for the address the reset was sent to.
      await clearAttempts(sql, `signin-email:${email}`)
    },

    async changePassword(
      userId: string,
      sessionId: string | undefined,
      input: { currentPassword: string; password: string; passwordConfirmation: string },
    ) {
      if (!passwordsMatch(input.password, input.passwordConfirmation))
        throw mismatch("passwordConfirmation", identityMessages.newPasswordsMustMatch)
      const [row] = await sql.query<{ password_hash: string }>(
        "select password_hash from user_credentials where user_id = $1",
        [userId],
      )
      if (!(await verifyPassword(row?.password_hash, input.currentPassword)))
        throw new AppError("InvalidCurrentPassword")
      const passwordHash = await hashPassword(input.password)
      await sql.transaction(async (tx) => {
        await tx.query(
          "update user_credentials set password_hash = $2, updated_at = now() where user_id = $1",
          [userId, passwordHash],
        )
        // other devices must sign in again; this one stays signed in
        await tx.query(
          "update user_sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id <> $2",
          [userId, sessionId ?? "00000000-0000-0000-0000-000000000000"],
        )
        await run(tx, userId, { type: "ChangePassword", via: "change" })
      })
    },

    async changeEmail(userId: string, email: string): Promise<CurrentUser> {
      // Each request mails a link to the address typed: bounded per user and per address, so an account
      // cannot be used to flood someone's inbox.
      await limit(sql, `email-change-user:${userId}`, emailChangesPerUser, mailWindow)
      await limit(sql, `email-change-to:${email}`, mailRequestsPerEmail, mailWindow)
      await sql.transaction(async (tx) => {
        const owner = await userIdByEmail(tx, email)
        if (owner && owner !== userId) throw new AppError("EmailTaken")
        const tokenId = owner === userId ? randomUUID() : await issueToken(tx, userId, "email_change", email)
        await run(tx, userId, { type: "RequestEmailChange", email, tokenId })
      })
      return currentUser(userId)
    },

    async cancelEmailChange(userId: string): Promise<CurrentUser> {
      await sql.transaction(async (tx) => {
        await tx.query(
          "update user_tokens set used_at = now() where user_id = $1 and purpose = 'email_change' and used_at is null",
          [userId],
        )
        await run(tx, userId, { type: "CancelEmailChange" })
      })
      return currentUser(userId)
    },

    async updateProfile(userId: string, profile: ProfileInput): Promise<CurrentUser> {
      await sql.transaction((tx) => run(tx, userId, { type: "UpdateProfile", profile }))
      return currentUser(userId)
    },

    /** Checked by content, re-encoded square JPEG without metadata, stored, then recorded. */
    async changeHeadshot(userId: string, bytes: Uint8Array): Promise<CurrentUser> {
      if (!deps.files) throw new Error("identity was created without a file store")
      const image = await processHeadshot(bytes)
      const stored = await deps.files.put("headshots", image, "jpg")
      await sql.transaction((tx) => run(tx, userId, { type: "ChangeHeadshot", path: stored.path }))
      return currentUser(userId)
    },

    async updateNotificationSettings(
      userId: string,
      input: { appNewChatMessage?: boolean; emailNewChatMessage?: boolean; allowMessageRequests?: boolean },
    ): Promise<CurrentUser> {
      await sql.transaction((tx) => run(tx, userId, { type: "ChangeNotificationSettings", ...input }))
      return currentUser(userId)
    },

    /** The settings form as the spec's PATCH /api/v1/users sends it (both transports take this shape). */
    updateSettings(userId: string, input: NotificationSettingsInput): Promise<CurrentUser> {
      return this.updateNotificationSettings(userId, {
        allowMessageRequests: input.govUserSettingAttributes?.allowMessageRequests,
        appNewChatMessage: input.userAppNotificationSettingAttributes?.newChatMessage,
        emailNewChatMessage: input.userEmailNotificationSettingAttributes?.newChatMessage,
      })
    },

    /** Operators (CLI, REST, tRPC) create users of any role, confirmed unless said otherwise. */
    createUser(input: CreateUserInput): Promise<{ userId: string }> {
      return this.register({ ...input, roles: [...input.roles], confirmed: input.confirmed ?? true })
    },
  }

  /** Per-email limit on mailed links; past it the neutral answer still comes, but no mail. */
  async function countOk(key: string) {
    try {
      await limit(sql, key, mailRequestsPerEmail, mailWindow)
      return true
    } catch {
      return false
    }
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
