import { defineProjection, stampedUpdate, updateRows } from "@ignite/platform"

const updateUser = stampedUpdate("current_users", (data: { userId: string }) => data.userId)

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
    EmailConfirmed: (event, ctx) => updateUser(ctx, event, { confirmed: true }),
    EmailChangeRequested: (event, ctx) => updateUser(ctx, event, { unconfirmed_email: event.data.email }),
    EmailChangeCancelled: (event, ctx) => updateUser(ctx, event, { unconfirmed_email: null }),
    EmailChanged: (event, ctx) =>
      updateUser(ctx, event, { email: event.data.email, unconfirmed_email: null, confirmed: true }),
    // only the time of the sign-in: updated_at is left as it was
    SignedIn: ({ data }, { tx, t }) =>
      updateRows(tx, t.current_users, { last_sign_in_at: data.at }, { id: data.userId }),
    ProfileUpdated: (event, ctx) => {
      const d = event.data
      return updateUser(ctx, event, {
        first_name: d.firstName,
        last_name: d.lastName,
        title: d.title,
        cell_phone: d.cellPhone,
        work_phone: d.workPhone,
        work_phone_ext: d.workPhoneExt,
        timezone: d.timezone,
        // an erased user's accounts read back as null
        social_media_accounts: JSON.stringify(d.socialMediaAccounts ?? []),
      })
    },
    HeadshotChanged: (event, ctx) => updateUser(ctx, event, { headshot_path: event.data.path }),
    // a role once, whatever the redelivery: appended only when missing
    UserRoleGranted: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set roles = array_append(roles, $2), updated_at = $3
          where id = $1 and not ($2 = any(roles))`,
        [d.userId, d.role, recordedAt],
      )
    },
    UserRoleRevoked: async ({ data: d, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.current_users} set roles = array_remove(roles, $2), updated_at = $3 where id = $1`,
        [d.userId, d.role, recordedAt],
      )
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
