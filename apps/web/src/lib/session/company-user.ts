import type { CurrentUser } from "@ignite/contracts"

/**
 * The account a company user (role `ignite`, spec 01 §6) belongs to; undefined for everyone else. Their
 * account card, Edit Account and the Users page depend on it; the server checks membership on every call.
 */
export const companyAccountId = (user: Pick<CurrentUser, "userRoles" | "accountId">) =>
  user.userRoles.includes("ignite") && user.accountId ? user.accountId : undefined
