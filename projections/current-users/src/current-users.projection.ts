import { defineProjection } from "@ignite/platform"

/**
 * The current user read model: everything `current_user` answers. Inline, so a user reads their own change
 * in the same request. The write side never reads it: sign-in and session checks use identity's own tables.
 */
export const currentUsersProjection = defineProjection({
  name: "current_users",
  version: 2,
  mode: "inline",
  tables: {
    current_users: (t) => `
      create table ${t} (
        id uuid primary key,
        email text,
        unconfirmed_email text,
        first_name text,
        last_name text,
        title text,
        cell_phone text,
        work_phone text,
        work_phone_ext text,
        timezone text,
        headshot_path text,
        social_media_accounts jsonb not null default '[]',
        roles text[] not null,
        account_id uuid,
        confirmed boolean not null,
        app_new_chat_message boolean not null default true,
        email_new_chat_message boolean not null default true,
        allow_message_requests boolean,
        registered_at timestamptz not null,
        last_sign_in_at timestamptz,
        updated_at timestamptz not null
      )`,
  },
  handlers: {
    UserRegistered: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `insert into ${t.current_users}
           (id, email, first_name, last_name, title, timezone, roles, account_id, confirmed,
            allow_message_requests, registered_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (id) do nothing`,
        [
          d.userId,
          d.email,
          d.firstName,
          d.lastName,
          d.title,
          d.timezone,
          d.roles,
          d.accountId,
          d.confirmed,
          d.roles.includes("gov") ? true : null,
          d.registeredAt,
          recordedAt,
        ],
      )
    },
    EmailConfirmed: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.current_users} set confirmed = true, updated_at = $2 where id = $1`, [
        data.userId,
        recordedAt,
      ])
    },
    EmailChangeRequested: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.current_users} set unconfirmed_email = $2, updated_at = $3 where id = $1`, [
        data.userId,
        data.email,
        recordedAt,
      ])
    },
    EmailChangeCancelled: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set unconfirmed_email = null, updated_at = $2 where id = $1`,
        [data.userId, recordedAt],
      )
    },
    EmailChanged: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set email = $2, unconfirmed_email = null, confirmed = true, updated_at = $3
         where id = $1`,
        [data.userId, data.email, recordedAt],
      )
    },
    SignedIn: async ({ data }, { tx, t }) => {
      await tx.query(`update ${t.current_users} set last_sign_in_at = $2 where id = $1`, [
        data.userId,
        data.at,
      ])
    },
    ProfileUpdated: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set first_name = $2, last_name = $3, title = $4, cell_phone = $5,
           work_phone = $6, work_phone_ext = $7, timezone = $8, social_media_accounts = $9, updated_at = $10
         where id = $1`,
        [
          d.userId,
          d.firstName,
          d.lastName,
          d.title,
          d.cellPhone,
          d.workPhone,
          d.workPhoneExt,
          d.timezone,
          // an erased user's accounts read back as null
          JSON.stringify(d.socialMediaAccounts ?? []),
          recordedAt,
        ],
      )
    },
    HeadshotChanged: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.current_users} set headshot_path = $2, updated_at = $3 where id = $1`, [
        data.userId,
        data.path,
        recordedAt,
      ])
    },
    NotificationSettingsChanged: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set
           app_new_chat_message = coalesce($2, app_new_chat_message),
           email_new_chat_message = coalesce($3, email_new_chat_message),
           allow_message_requests = coalesce($4, allow_message_requests),
           updated_at = $5
         where id = $1`,
        [
          d.userId,
          d.appNewChatMessage ?? null,
          d.emailNewChatMessage ?? null,
          d.allowMessageRequests ?? null,
          recordedAt,
        ],
      )
    },
  },
})
