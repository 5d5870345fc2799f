import type { UserRole } from "@ignite/contracts"

/** Admin screens are for users with the admin role; the server checks it again on every admin call. */
export const isAdmin = (roles: readonly UserRole[]) => roles.includes("admin")
