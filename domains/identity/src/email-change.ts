import { randomUUID } from "node:crypto"
import { AppError } from "@ignite/contracts"
import { type IdentityContext, limits } from "./identity-context"
import { confirmationTtlMs } from "./user.decide"

/** A new login address: requested, mailed a link, confirmed (confirmation.ts) or undone. */
export const emailChangeSlice = (identity: IdentityContext) => {
  const { sql, tokens, run, now, throttle } = identity

  return {
    async changeEmail(userId: string, email: string): Promise<void> {
      // Each request mails a link to the address typed: bounded per user and per address, so an account
      // cannot be used to flood someone's inbox.
      await throttle.limit(`email-change-user:${userId}`, limits.emailChangesPerUser, limits.mailWindow)
      await throttle.limit(`email-change-to:${email}`, limits.mailRequestsPerEmail, limits.mailWindow)
      await sql.transaction(async (tx) => {
        const owner = await identity.userIdByEmail(tx, email)
        if (owner && owner !== userId) throw new AppError("EmailTaken")
        // the user's own address is refused by the decider (SameEmail): no token for it
        const tokenId =
          owner === userId
            ? randomUUID()
            : await tokens.issue(tx, {
                subject: userId,
                purpose: "email_change",
                email,
                expiresAt: new Date(now().getTime() + confirmationTtlMs),
              })
        await run(tx, userId, { type: "RequestEmailChange", email, tokenId })
      })
    },

    async cancelEmailChange(userId: string): Promise<void> {
      await sql.transaction(async (tx) => {
        await tokens.revoke(tx, userId, "email_change")
        await run(tx, userId, { type: "CancelEmailChange" })
      })
    },
  }
}
