import type { CurrentUser, UserRole } from "@ignite/contracts"
import { companyAccountId } from "./company-user"

/** Admin screens are for users with the admin role; the server checks it again on every admin call. */
export const isAdmin = (roles: readonly UserRole[]) => roles.includes("admin")

/**
 * Which home `/` is for a user: government users search the marketplace (spec 02 §1), company users keep
 * their storefront, admins find their screens, auditors the event history (issue 22). A user with several
 * roles gets the first that applies.
 */
export const homes = ["search", "storefront", "admin", "audit", "welcome"] as const
export type Home = (typeof homes)[number]

export const homeOf = (user: Pick<CurrentUser, "userRoles" | "accountId">): Home => {
  if (user.userRoles.includes("gov")) return "search"
  if (companyAccountId(user) !== undefined) return "storefront"
  if (isAdmin(user.userRoles)) return "admin"
  if (user.userRoles.includes("auditor")) return "audit"
  return "welcome"
}

/** Who has conversations (spec 02 §6): government users, and company users of an account. */
export const canChat = (user: Pick<CurrentUser, "userRoles" | "accountId">) =>
  user.userRoles.includes("gov") || companyAccountId(user) !== undefined

/** Who reads the event history (issue 22): auditors, and admins; the server's `auditor` access says the same. */
export const canAudit = (roles: readonly UserRole[]) => roles.includes("auditor") || isAdmin(roles)
