import type { AdminUser } from "@ignite/contracts"

const nameOf = (user: Pick<AdminUser, "firstName" | "lastName">) => `${user.firstName} ${user.lastName}`

/** The auditors screen's texts (issue 22: admins grant and revoke the auditor role). */
export const auditorMessages = {
  nameOf,
  listFailed: "Unable to load the auditors. Please try again.",
  lookupFailed: "Unable to look up the user. Please try again.",
  noUser: "No user has this email address.",
  changeFailed: "Unable to change the user's roles. Please try again.",
  confirmGrant: (user: AdminUser) =>
    `Make ${nameOf(user)} an auditor? They are signed out now, and read the event history once they sign in again.`,
  confirmRevoke: (user: AdminUser) =>
    `Take the auditor role from ${nameOf(user)}? They are signed out at once.`,
  granted: (user: AdminUser) => `${nameOf(user)} is now an auditor.`,
  revoked: (user: AdminUser) => `${nameOf(user)} is no longer an auditor.`,
} as const
