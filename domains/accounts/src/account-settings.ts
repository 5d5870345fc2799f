import type { AccountsContext } from "./accounts-context"

/** What members change about their account itself (spec 01 §2 "Edit Account", §7). */
export const accountSettingsSlice = (accounts: AccountsContext) => {
  const { sql, runAccount } = accounts
  return {
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
