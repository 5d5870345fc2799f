import { AppError, identityMessages, passwordsMatch } from "@ignite/contracts"
import { type IdentityContext, mismatch } from "./identity-context"
import { hashPassword, verifyPassword } from "./passwords"
import { resetTtlMs } from "./user.decide"

/** Forgotten passwords (a mailed reset link) and changing one's password while signed in. */
export const passwordChangesSlice = (identity: IdentityContext) => {
  const { sql, tokens, run, now, throttle } = identity

  return {
    async requestPasswordReset(email: string, ip: string) {
      await identity.neutralMailRequest({ email, ip, kind: "reset" }, (userId) =>
        sql.transaction(async (tx) => {
          const tokenId = await tokens.issue(tx, {
            subject: userId,
            purpose: "reset",
            email,
            expiresAt: new Date(now().getTime() + resetTtlMs),
          })
          await run(tx, userId, { type: "RequestPasswordReset", tokenId })
        }),
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
        const checked = await tokens.consume(tx, input.resetPasswordToken, ["reset"], now())
        if (checked.status === "invalid") throw new AppError("InvalidResetPasswordToken")
        if (checked.status === "expired") throw new AppError("ResetPasswordPeriodExpired")
        const userId = checked.subject
        await tx.query(
          "update user_credentials set password_hash = $2, updated_at = now() where user_id = $1",
          [userId, passwordHash],
        )
        // A reset means the old password may be known to someone else: end every session.
        await tx.query(
          "update user_sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
          [userId],
        )
        await run(tx, userId, { type: "ChangePassword", via: "reset" })
        return checked.email
      })
      // The new password unlocks sign-in for the address the reset was sent to.
      if (email) await throttle.clear(`signin-email:${email}`)
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
  }
}
