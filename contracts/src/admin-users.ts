import { Schema } from "effect"
import { Email, UserRole } from "./identity"
import { PageQuery, Paginated } from "./pagination"

/**
 * The roles admins grant and revoke through events (issue 22). The others come with sign-up (company,
 * government) or from operators (admin), and stay out of reach of this door.
 */
export const grantableRoles = ["auditor"] as const satisfies readonly UserRole[]
export type GrantableRole = (typeof grantableRoles)[number]
export const isGrantableRole = (role: UserRole): role is GrantableRole =>
  (grantableRoles as readonly UserRole[]).includes(role)

/** A user as the admins' users list shows them: who they are and which roles they hold. */
export const AdminUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  confirmed: Schema.Boolean,
  userRoles: Schema.Array(UserRole),
})
export type AdminUser = typeof AdminUser.Type

export const AdminUsersPage = Paginated(AdminUser)
export type AdminUsersPage = typeof AdminUsersPage.Type

export const AdminUsersQuery = Schema.Struct({
  ...PageQuery.fields,
  /** The user with exactly this address (compared as sign-in compares it: trimmed, lower case). */
  email: Schema.optional(Email),
  /** Only the users who hold this role. */
  role: Schema.optional(UserRole),
})
export type AdminUsersQuery = typeof AdminUsersQuery.Type

/** What granting or revoking a role answers: the user's roles now. */
export const UserRoles = Schema.Struct({ id: Schema.String, userRoles: Schema.Array(UserRole) })
export type UserRoles = typeof UserRoles.Type
