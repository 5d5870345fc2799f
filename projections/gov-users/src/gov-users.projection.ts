import { defineProjection, type Queryable, richTextPlain } from "@ignite/platform"

/**
 * Government users as others find and view them (spec 01 §2 profile view, search cards): identity's facts
 * about users registered with role `gov` (names, title, time zone, headshot, sign-ins, privacy setting)
 * beside their government profile stream. Inline, so a sign-up or an edit shows in the same request.
 * `search_text` is what full-text search reads: names, title, the problem statement and lines of effort as
 * plain text.
 */
export const govUsersProjection = defineProjection({
  name: "gov_users",
  version: 1,
  mode: "inline",
  tables: {
    gov_users: (t) => `create table ${t} (
      id uuid primary key,
      email text,
      first_name text,
      last_name text,
      title text,
      timezone text,
      headshot_path text,
      confirmed boolean not null,
      allow_message_requests boolean not null default true,
      last_active_at timestamptz,
      registered_at timestamptz not null,
      gov_user_organization_id text,
      technology_type_ids text[] not null default '{}',
      classification_ids text[] not null default '{}',
      lines_of_effort jsonb not null default '[]',
      profile_detail text,
      interaction_detail text,
      city text,
      state_or_province text,
      country text,
      gov_employee_since_year int,
      vision_user_id text,
      search_text text not null default ''
    );
    create index ${t}_names on ${t} (last_name, first_name, id);
    create index ${t}_search on ${t} using gin (to_tsvector('english', search_text));
    create index ${t}_technology on ${t} using gin (technology_type_ids)`,
  },
  handlers: {
    UserRegistered: async ({ data: d, recordedAt }, { tx, t }) => {
      if (!d.roles.includes("gov")) return
      await tx.query(
        `insert into ${t.gov_users} (id, email, first_name, last_name, title, timezone, confirmed, registered_at, search_text)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
        [
          d.userId,
          d.email,
          d.firstName,
          d.lastName,
          d.title,
          d.timezone,
          d.confirmed,
          d.registeredAt ?? recordedAt,
          [d.firstName, d.lastName, d.title].filter(Boolean).join(" "),
        ],
      )
    },
    EmailConfirmed: async ({ data }, { tx, t }) => {
      await tx.query(`update ${t.gov_users} set confirmed = true where id = $1`, [data.userId])
    },
    EmailChanged: async ({ data }, { tx, t }) => {
      await tx.query(`update ${t.gov_users} set email = $2 where id = $1`, [data.userId, data.email])
    },
    ProfileUpdated: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.gov_users} set first_name = $2, last_name = $3, title = $4, timezone = $5 where id = $1`,
        [d.userId, d.firstName, d.lastName, d.title, d.timezone],
      )
      await refreshSearchText(tx, t.gov_users, d.userId)
    },
    HeadshotChanged: async ({ data }, { tx, t }) => {
      await tx.query(`update ${t.gov_users} set headshot_path = $2 where id = $1`, [data.userId, data.path])
    },
    SignedIn: async ({ data }, { tx, t }) => {
      await tx.query(
        `update ${t.gov_users} set last_active_at = greatest(coalesce(last_active_at, $2), $2) where id = $1`,
        [data.userId, data.at],
      )
    },
    NotificationSettingsChanged: async ({ data }, { tx, t }) => {
      if (data.allowMessageRequests === undefined) return
      await tx.query(`update ${t.gov_users} set allow_message_requests = $2 where id = $1`, [
        data.userId,
        data.allowMessageRequests,
      ])
    },
    GovProfileSaved: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.gov_users} set gov_user_organization_id = $2, technology_type_ids = $3, classification_ids = $4,
           lines_of_effort = $5, profile_detail = $6, interaction_detail = $7, city = $8, state_or_province = $9,
           country = $10, gov_employee_since_year = $11
         where id = $1`,
        [
          d.userId,
          d.govUserOrganizationId,
          d.technologyTypeIds,
          d.govUserClassificationIds,
          JSON.stringify(d.linesOfEffort),
          d.profileDetail,
          d.interactionDetail,
          d.city,
          d.stateOrProvince,
          d.country,
          d.govEmployeeSinceYear,
        ],
      )
      await refreshSearchText(tx, t.gov_users, d.userId)
    },
    GovUserLinkedToVision: async ({ data }, { tx, t }) => {
      await tx.query(`update ${t.gov_users} set vision_user_id = $2 where id = $1`, [
        data.userId,
        data.visionUserId,
      ])
    },
  },
})

/** Names, title, problem statement and lines of effort as plain words, for full-text search. */
const refreshSearchText = async (tx: Queryable, table: string, userId: string) => {
  const [row] = await tx.query<{
    first_name: string | null
    last_name: string | null
    title: string | null
    profile_detail: string | null
    lines_of_effort: { details: string }[] | string
  }>(`select first_name, last_name, title, profile_detail, lines_of_effort from ${table} where id = $1`, [
    userId,
  ])
  if (!row) return
  const lines =
    typeof row.lines_of_effort === "string" ? JSON.parse(row.lines_of_effort) : row.lines_of_effort
  const text = [
    row.first_name,
    row.last_name,
    row.title,
    row.profile_detail ? richTextPlain(row.profile_detail) : null,
    ...(lines as { details: string }[]).map((line) => line.details),
  ]
    .filter(Boolean)
    .join(" ")
  await tx.query(`update ${table} set search_text = $2 where id = $1`, [userId, text])
}
