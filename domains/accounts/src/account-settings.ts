import { AppError } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { isMember } from "./account"
import type { AccountsContext } from "./accounts-context"

/** What members change about their account itself (spec 01 §2 "Edit Account", §7). */
export const accountSettingsSlice = (accounts: AccountsContext) => {
  const { sql, runAccount } = accounts
  return {
    /** Admins (later a payment provider): whether the account's payments are in good standing. */
    async setPaymentStatus(adminId: string, accountId: string, status: "good_standing" | "past_due") {
      await sql.transaction((tx) =>
        runAccount(tx, accountId, { type: "SetPaymentStatus", status, by: adminId }, adminId),
      )
    },
    /**
     * What another domain's command needs of the account, from its own stream (the write side): whether
     * the user is a member (NotAccountMember if not) and whether its payments are in good standing.
     */
    async memberStanding(db: Queryable, accountId: string, userId: string) {
      const state = await accounts.accountState(db, accountId)
      if (state.status !== "registered" || !isMember(state, userId)) throw new AppError("NotAccountMember")
      return { goodStanding: state.paymentStatus === "good_standing", members: state.members }
    },
    async renameAccount(actorId: string, accountId: string, name: string): Promise<void> {
      await sql.transaction((tx) =>
        runAccount(tx, accountId, { type: "RenameAccount", name, by: actorId }, actorId),
      )
    },
    async completeSetupSession(actorId: string, accountId: string): Promise<void> {
      await sql.transaction((tx) =>
        runAccount(tx, accountId, { type: "CompleteSetupSession", by: actorId }, actorId),
      )
    },
  }
}
