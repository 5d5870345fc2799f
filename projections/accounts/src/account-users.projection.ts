import {
  type AccountMember,
  type AccountUserEntry,
  type AccountUsersPage,
  type PageRequest,
  paginate,
  type SocialMediaAccount,
  type UserInvite,
  type UserRole,
} from "@ignite/contracts"
import { defineProjection, type ProjectionContext, type Queryable, updateRows } from "@ignite/platform"

type Context = ProjectionContext<"account_users">
// members and invites share the table: a user's event changes only a member's row, an invite's only an invite's
const updateMember = ({ tx, t }: Context, userId: string, columns: Record<string, unknown>) =>
  updateRows(tx, t.account_users, columns, { id: userId, kind: "user" })
const updateInvite = ({ tx, t }: Context, inviteId: string, columns: Record<string, unknown>) =>
  updateRows(tx, t.account_users, columns, { id: inviteId, kind: "invite" })

/**
 * The Users page of an account: its members (from identity's events, for users registered into an account)
 * and its pending invites (from the invite streams), in one table so one query pages through both.
 * Inline: an invite shows in the list the moment it is sent.
 */
export const accountUsersProjection = defineProjection({
  name: "account_users",
  version: 1,
  mode: "inline",
  tables: {
    account_users: (t) => `create table ${t} (
      id uuid primary key,
      account_id uuid not null,
      kind text not null check (kind in ('user', 'invite')),
      first_name text,
      last_name text,
      title text,
      email text,
      unconfirmed_email text,
      timezone text,
      cell_phone text,
      work_phone text,
      work_phone_ext text,
      headshot_path text,
      social_media_accounts jsonb not null default '[]',
      roles text[] not null default '{}',
      invite_token_expiry timestamptz,
      created_at timestamptz not null
    );
    create index ${t}_account on ${t} (account_id, kind desc, created_at, id)`,
  },
  handlers: {
    UserRegistered: async ({ data: d, recordedAt }, { tx, t }) => {
      if (!d.accountId) return
      await tx.query(
        `insert into ${t.account_users} (id, account_id, kind, first_name, last_name, title, email, timezone, roles, created_at)
         values ($1, $2, 'user', $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
        [d.userId, d.accountId, d.firstName, d.lastName, d.title, d.email, d.timezone, d.roles, recordedAt],
      )
    },
    ProfileUpdated: ({ data: d }, ctx) =>
      updateMember(ctx, d.userId, {
        first_name: d.firstName,
        last_name: d.lastName,
        title: d.title,
        cell_phone: d.cellPhone,
        work_phone: d.workPhone,
        work_phone_ext: d.workPhoneExt,
        timezone: d.timezone,
        social_media_accounts: JSON.stringify(d.socialMediaAccounts ?? []),
      }),
    HeadshotChanged: ({ data }, ctx) => updateMember(ctx, data.userId, { headshot_path: data.path }),
    // the member cards show the roles; a company user may be made an auditor too
    UserRoleGranted: async ({ data }, { tx, t }) => {
      await tx.query(
        `update ${t.account_users} set roles = array_append(roles, $2)
          where id = $1 and kind = 'user' and not ($2 = any(roles))`,
        [data.userId, data.role],
      )
    },
    UserRoleRevoked: async ({ data }, { tx, t }) => {
      await tx.query(
        `update ${t.account_users} set roles = array_remove(roles, $2) where id = $1 and kind = 'user'`,
        [data.userId, data.role],
      )
    },
    EmailChangeRequested: ({ data }, ctx) =>
      updateMember(ctx, data.userId, { unconfirmed_email: data.email }),
    EmailChangeCancelled: ({ data }, ctx) => updateMember(ctx, data.userId, { unconfirmed_email: null }),
    EmailChanged: ({ data }, ctx) =>
      updateMember(ctx, data.userId, { email: data.email, unconfirmed_email: null }),
    InviteSent: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `insert into ${t.account_users} (id, account_id, kind, first_name, last_name, email, invite_token_expiry, created_at)
         values ($1, $2, 'invite', $3, $4, $5, $6, $7) on conflict (id) do nothing`,
        [d.inviteId, d.accountId, d.firstName, d.lastName, d.email, d.expiresAt, recordedAt],
      )
    },
    InviteUpdated: ({ data: d }, ctx) =>
      updateInvite(ctx, d.inviteId, {
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        invite_token_expiry: d.expiresAt,
      }),
    InviteResent: ({ data }, ctx) =>
      updateInvite(ctx, data.inviteId, { invite_token_expiry: data.expiresAt }),
    InviteDeleted: async ({ data }, { tx, t }) => {
      await tx.query(`delete from ${t.account_users} where id = $1 and kind = 'invite'`, [data.inviteId])
    },
    InviteAccepted: async ({ data }, { tx, t }) => {
      await tx.query(`delete from ${t.account_users} where id = $1 and kind = 'invite'`, [data.inviteId])
    },
  },
})

interface AccountUserRow {
  id: string
  account_id: string
  kind: "user" | "invite"
  first_name: string | null
  last_name: string | null
  title: string | null
  email: string | null
  unconfirmed_email: string | null
  timezone: string | null
  cell_phone: string | null
  work_phone: string | null
  work_phone_ext: string | null
  headshot_path: string | null
  social_media_accounts: SocialMediaAccount[] | null
  roles: string[]
  invite_token_expiry: Date | string | null
}

const inviteOf = (row: AccountUserRow): UserInvite => ({
  userInviteId: row.id,
  accountId: row.account_id,
  firstName: row.first_name ?? "",
  lastName: row.last_name ?? "",
  email: row.email ?? "",
  inviteTokenExpiry: new Date(row.invite_token_expiry ?? 0).toISOString(),
})

const entryOf = (row: AccountUserRow): AccountUserEntry =>
  row.kind === "invite"
    ? { kind: "invite", invite: inviteOf(row) }
    : {
        kind: "user",
        user: {
          id: row.id,
          firstName: row.first_name ?? "",
          lastName: row.last_name ?? "",
          title: row.title,
          email: row.email ?? "",
          unconfirmedEmail: row.unconfirmed_email,
          timezone: row.timezone,
          cellPhone: row.cell_phone,
          workPhone: row.work_phone,
          workPhoneExt: row.work_phone_ext,
          headshot: row.headshot_path ? { path: row.headshot_path } : null,
          socialMediaAccounts: row.social_media_accounts ?? [],
          userRoles: row.roles as UserRole[],
        },
      }

const columns = `id::text as id, account_id::text as account_id, kind, first_name, last_name, title, email,
  unconfirmed_email, timezone, cell_phone, work_phone, work_phone_ext, headshot_path, social_media_accounts, roles,
  invite_token_expiry`

/** Members first (oldest first), then pending invites, a page at a time. */
export const accountUsersPage = async (
  db: Queryable,
  accountId: string,
  request: PageRequest & { includeInvites: boolean },
): Promise<AccountUsersPage> => {
  const kinds = request.includeInvites ? ["user", "invite"] : ["user"]
  const [counted] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from account_users where account_id = $1 and kind = any($2::text[])",
    [accountId, kinds],
  )
  const pagination = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<AccountUserRow>(
    `select ${columns} from account_users where account_id = $1 and kind = any($2::text[])
     order by kind desc, created_at, id limit $3 offset $4`,
    [accountId, kinds, request.perPage, pagination.offset],
  )
  const { offset: _offset, ...page } = pagination
  return { data: rows.map(entryOf), pagination: page }
}

/** One pending invite of the account, as its Edit Invite form reads it. */
export const findInvite = async (
  db: Queryable,
  accountId: string,
  inviteId: string,
): Promise<UserInvite | undefined> => {
  const [row] = await db.query<AccountUserRow>(
    `select ${columns} from account_users where id = $1 and account_id = $2 and kind = 'invite'`,
    [inviteId, accountId],
  )
  return row && inviteOf(row)
}

/** A user of the account (not an invite), or undefined when they are not, or no longer, one of its users. */
export const findAccountMember = async (
  db: Queryable,
  accountId: string,
  userId: string,
): Promise<AccountMember | undefined> => {
  const [row] = await db.query<AccountUserRow>(
    `select ${columns} from account_users where id = $1 and account_id = $2 and kind = 'user'`,
    [userId, accountId],
  )
  const entry = row && entryOf(row)
  return entry?.kind === "user" ? entry.user : undefined
}
