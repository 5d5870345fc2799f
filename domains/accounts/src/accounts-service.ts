import { accountSettingsSlice } from "./account-settings"
import { type AccountsDeps, accountsContext } from "./accounts-context"
import { claimsSlice } from "./claims"
import { invitesSlice } from "./invites"
import { registrySlice } from "./registry"

/**
 * Company accounts' commands, one slice per job: the registry, claims, invites, the account's own
 * settings. Each decides on its streams (account, claim, invite) and answers nothing a read model holds.
 */
export const createAccountsService = (deps: AccountsDeps) => {
  const accounts = accountsContext(deps)
  return {
    ...registrySlice(accounts),
    ...claimsSlice(accounts),
    ...invitesSlice(accounts),
    ...accountSettingsSlice(accounts),
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
export type { AccountsDeps }
