import type { PlatformModule } from "@ignite/platform"
import { accountUsersProjection } from "./account-users.projection"
import { accountsProjection } from "./accounts.projection"

export {
  accountUsersPage,
  accountUsersProjection,
  findAccountMember,
  findInvite,
} from "./account-users.projection"
export {
  accountsProjection,
  adminAccountsPage,
  findAccount,
  findAccountByUniqueEntityId,
} from "./accounts.projection"

/** Company accounts and their Users page, as the system runs them. */
export const accountsReadModel: PlatformModule = {
  name: "accounts-read-model",
  projections: [accountsProjection, accountUsersProjection],
}
