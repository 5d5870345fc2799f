import type { UserRole } from "@ignite/contracts"
import type { IdentityContext } from "./identity-context"

/** The user's id and roles after a change, as the decider folded them. */
export interface RolesOfUser {
  readonly userId: string
  readonly roles: readonly UserRole[]
}

/** Admins granting and revoking roles (issue 22: the auditor role, through events). */
export const rolesSlice = (identity: IdentityContext) => {
  const { sql, run } = identity

  /**
   * A token carries the roles it was signed with, so a change ends every live session of the user in the
   * same transaction as its event: the next sign-in carries the new roles, and a revoked auditor loses
   * access with their very next request. A command that changes nothing ends nothing.
   */
  const changeRole = (
    type: "GrantRole" | "RevokeRole",
    userId: string,
    role: UserRole,
    by: string,
  ): Promise<RolesOfUser> =>
    sql.transaction(async (tx) => {
      const result = await run(tx, userId, { type, role, by }, by)
      if (result.events.length > 0)
        await tx.query(
          "update user_sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
          [userId],
        )
      return { userId, roles: result.state.status === "registered" ? result.state.roles : [] }
    })

  return {
    grantRole: (userId: string, role: UserRole, by: string) => changeRole("GrantRole", userId, role, by),
    revokeRole: (userId: string, role: UserRole, by: string) => changeRole("RevokeRole", userId, role, by),
  }
}
