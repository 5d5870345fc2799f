import {
  type AdminUser,
  type AdminUsersPage,
  type PageRequest,
  paginate,
  type UserRole,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"

export interface AdminUsersFilter {
  /** Exactly this address, as stored (lower case, trimmed: the Email contract decodes it so). */
  readonly email?: string | undefined
  /** Holders of this role only. */
  readonly role?: UserRole | undefined
}

interface AdminUserRow {
  id: string
  email: string | null
  first_name: string | null
  last_name: string | null
  confirmed: boolean
  roles: string[]
}

const adminUserOf = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  // an erased user's fields read back as null
  email: row.email ?? "",
  firstName: row.first_name ?? "",
  lastName: row.last_name ?? "",
  confirmed: row.confirmed,
  userRoles: row.roles as UserRole[],
})

/**
 * Every user for admins, by name, narrowed to one address or to a role's holders. Unindexed on purpose: an
 * index on email would cost a new version of the read model (a rebuild) for an admin's occasional lookup,
 * which scans one table of one row per user.
 */
export const adminUsersPage = async (
  db: Queryable,
  filter: AdminUsersFilter,
  request: PageRequest,
): Promise<AdminUsersPage> => {
  const where = "where ($1::text is null or email = $1) and ($2::text is null or $2 = any(roles))"
  const parameters = [filter.email ?? null, filter.role ?? null]
  const [counted] = await db.query<{ n: number }>(
    `select count(*)::int8 as n from current_users ${where}`,
    parameters,
  )
  const pagination = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<AdminUserRow>(
    `select id::text as id, email, first_name, last_name, confirmed, roles from current_users ${where}
     order by last_name, first_name, id limit $3 offset $4`,
    [...parameters, request.perPage, pagination.offset],
  )
  const { offset: _offset, ...page } = pagination
  return { data: rows.map(adminUserOf), pagination: page }
}
