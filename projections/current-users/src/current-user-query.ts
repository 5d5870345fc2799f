import type { CurrentUser, SocialMediaAccount, UserRole } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"

export interface CurrentUserRow {
  id: string
  email: string | null
  unconfirmed_email: string | null
  first_name: string | null
  last_name: string | null
  title: string | null
  cell_phone: string | null
  work_phone: string | null
  work_phone_ext: string | null
  timezone: string | null
  headshot_path: string | null
  social_media_accounts: SocialMediaAccount[] | null
  roles: string[]
  account_id: string | null
  confirmed: boolean
  app_new_chat_message: boolean
  email_new_chat_message: boolean
  allow_message_requests: boolean | null
  last_sign_in_at: Date | null
}

export const loadCurrentUserRow = async (
  db: Queryable,
  userId: string,
): Promise<CurrentUserRow | undefined> =>
  (
    await db.query<CurrentUserRow>(
      `select id::text as id, email, unconfirmed_email, first_name, last_name, title, cell_phone, work_phone,
         work_phone_ext, timezone, headshot_path, social_media_accounts, roles, account_id::text as account_id, confirmed,
         app_new_chat_message, email_new_chat_message, allow_message_requests, last_sign_in_at
       from current_users where id = $1`,
      [userId],
    )
  )[0]

/** Active = signed in within the last 90 days (spec 01 §4). */
const activeWindowMs = 90 * 24 * 60 * 60 * 1000

export const currentUserOf = (row: CurrentUserRow, now: Date): CurrentUser => ({
  id: row.id,
  email: row.email ?? "",
  unconfirmedEmail: row.unconfirmed_email,
  firstName: row.first_name ?? "",
  lastName: row.last_name ?? "",
  title: row.title,
  cellPhone: row.cell_phone,
  workPhone: row.work_phone,
  workPhoneExt: row.work_phone_ext,
  timezone: row.timezone,
  headshot: row.headshot_path ? { path: row.headshot_path } : null,
  userRoles: row.roles as UserRole[],
  accountId: row.account_id,
  confirmed: row.confirmed,
  isActive:
    row.last_sign_in_at !== null && now.getTime() - new Date(row.last_sign_in_at).getTime() <= activeWindowMs,
  socialMediaAccounts: row.social_media_accounts ?? [],
  technologyTypes: [],
  govUserSetting: row.roles.includes("gov")
    ? { allowMessageRequests: row.allow_message_requests ?? true }
    : null,
  userAppNotificationSetting: { newChatMessage: row.app_new_chat_message },
  userEmailNotificationSetting: { newChatMessage: row.email_new_chat_message },
})

/** The signed-in user as `current_user` answers it, or undefined when the read model has no such user. */
export const findCurrentUser = async (db: Queryable, userId: string, now: Date = new Date()) => {
  const row = await loadCurrentUserRow(db, userId)
  return row ? currentUserOf(row, now) : undefined
}

/** Whom a new chat message notifies, and how they want it (spec 01 §7 notification settings). */
export interface ChatRecipientRow {
  readonly id: string
  readonly email: string | null
  readonly first_name: string | null
  readonly last_name: string | null
  readonly app_new_chat_message: boolean
  readonly email_new_chat_message: boolean
}

/** These users, or every user of the account: one query either way. */
export const chatRecipientRows = async (
  db: Queryable,
  of: { readonly userIds?: readonly string[]; readonly accountId?: string },
): Promise<ChatRecipientRow[]> =>
  db.query<ChatRecipientRow>(
    `select id::text as id, email, first_name, last_name, app_new_chat_message, email_new_chat_message
     from current_users where id = any($1::uuid[]) or account_id = $2::uuid`,
    [of.userIds ?? [], of.accountId ?? null],
  )
