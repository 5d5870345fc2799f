import { AppError } from "@ignite/contracts"
import { fold, isReservationTaken, reservations } from "@ignite/platform"
import { emailScope, type IdentityContext } from "./identity-context"
import { type ConfirmationPurpose, userStreamId } from "./user"
import { confirmationTtlMs, userDecider } from "./user.decide"

const purposes: readonly ConfirmationPurpose[] = ["signup", "email_change"]

/** Confirming an address: the sign-up one, or a new one the user asked to change to. */
export const confirmationSlice = (identity: IdentityContext) => {
  const { sql, store, tokens, run, now } = identity

  return {
    /**
     * Always answers the same way and takes the same time, known email or not. `redirectTo`, a path of
     * this app, rides on the mailed link (spec 01 §7).
     */
    async resendConfirmation(email: string, ip: string, redirectTo?: string) {
      await identity.neutralMailRequest({ email, ip, kind: "confirm" }, (userId) =>
        sql.transaction(async (tx) => {
          // the user stream says what is pending: the sign-up address, or a new address to change to
          const { events } = await store.readStream(userStreamId(userId), { db: tx })
          const state = fold(userDecider, events as never)
          if (state.status !== "registered") return
          const target = state.confirmed ? state.unconfirmedEmail : state.email
          if (!target) return
          const tokenId = await tokens.issue(tx, {
            subject: userId,
            purpose: state.confirmed ? "email_change" : "signup",
            email: target,
            expiresAt: new Date(now().getTime() + confirmationTtlMs),
          })
          await run(tx, userId, { type: "ResendConfirmation", tokenId, redirectTo })
        }),
      )
    },

    async confirm(token: string): Promise<{ userId: string }> {
      return sql.transaction(async (tx) => {
        const checked = await tokens.consume(tx, token, purposes, now())
        if (checked.status === "invalid") throw new AppError("InvalidConfirmationToken")
        if (checked.status === "expired") throw new AppError("ConfirmationPeriodExpired")
        const userId = checked.subject
        const purpose = checked.purpose as ConfirmationPurpose
        const email = checked.email ?? ""
        if (purpose === "email_change") {
          // the new address becomes the login now, if nobody took it meanwhile
          await reservations.releaseAll(tx, emailScope, userId)
          await reservations.reserve(tx, emailScope, email, userId).catch((error: unknown) => {
            throw isReservationTaken(error) ? new AppError("EmailTaken") : error
          })
        } else {
          await tx.query("update user_credentials set confirmed = true where user_id = $1", [userId])
        }
        await run(tx, userId, { type: "Confirm", purpose, email })
        return { userId }
      })
    },
  }
}
