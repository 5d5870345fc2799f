import {
  activeWindowDays,
  connectorTier,
  type GovUser,
  type GovUsersPage,
  type PageRequest,
  paginate,
  serviceYearsBucket,
} from "@ignite/contracts"
import { govUserClassifications } from "@ignite/contracts/reference"
import type { Queryable } from "@ignite/platform"

interface GovUserRow {
  id: string
  first_name: string | null
  last_name: string | null
  title: string | null
  timezone: string | null
  headshot_path: string | null
  allow_message_requests: boolean
  last_active_at: Date | string | null
  gov_user_organization_id: string | null
  technology_type_ids: string[]
  classification_ids: string[]
  lines_of_effort: { id: string; details: string }[] | string
  profile_detail: string | null
  interaction_detail: string | null
  city: string | null
  state_or_province: string | null
  country: string | null
  gov_employee_since_year: number | null
  vision_user_id: string | null
  highlight?: string | null
}

/** Names of the admin-kept lists, as they stand when the answer is made (a rename shows at once). */
export interface GovUserNames {
  organization(id: string): { id: string; name: string; longName: string } | undefined
  technologyType(id: string): { id: string; name: string } | undefined
}

const columns = `id, first_name, last_name, title, timezone, headshot_path, allow_message_requests, last_active_at,
  gov_user_organization_id, technology_type_ids, classification_ids, lines_of_effort, profile_detail,
  interaction_detail, city, state_or_province, country, gov_employee_since_year, vision_user_id`

// ts_headline marks matches in plain text that may hold "<": it marks them with these, the text is escaped,
// then the marks become <b> (the only tag a highlight carries)
const startMark = "HLSTART7Q"
const stopMark = "HLSTOP7Q"
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
/** searchMetadata.highlight: escaped text with the matches in <b>. */
export const highlightOf = (marked: string | null | undefined) =>
  marked ? escapeHtml(marked).replaceAll(startMark, "<b>").replaceAll(stopMark, "</b>") : null

const classificationsById = new Map(govUserClassifications.map((item) => [item.id, item]))
const dayMs = 24 * 60 * 60 * 1000

/**
 * The DTO with its derived fields: active within 90 days (sign-ins), the service-years bucket, classifications
 * without a category under 'Other'. The chat facts (activeChatThreadsCount, its connector tier,
 * chatThreadIdsWithCurrentUserAccount) are another read model's: 0 and [] here, filled in by the workflows'
 * gov reads from the chat read model.
 */
export const govUserOf = (row: GovUserRow, names: GovUserNames, now: Date): GovUser => {
  const lastActive = row.last_active_at ? new Date(row.last_active_at).getTime() : null
  const activeChatThreadsCount = 0
  const lines =
    typeof row.lines_of_effort === "string" ? JSON.parse(row.lines_of_effort) : row.lines_of_effort
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    timezone: row.timezone,
    headshot: row.headshot_path ? { path: row.headshot_path } : null,
    userRoles: ["gov"],
    isActive: lastActive !== null && now.getTime() - lastActive <= activeWindowDays * dayMs,
    activeChatThreadsCount,
    connector: connectorTier(activeChatThreadsCount),
    serviceYears: serviceYearsBucket(row.gov_employee_since_year, now.getUTCFullYear()),
    technologyTypes: row.technology_type_ids.flatMap((id) => names.technologyType(id) ?? []),
    govUserSetting: { allowMessageRequests: row.allow_message_requests },
    chatThreadIdsWithCurrentUserAccount: [],
    searchMetadata: { highlight: highlightOf(row.highlight) },
    govUserExtendedData: {
      govUserOrganizationId: row.gov_user_organization_id,
      govUserOrganization: row.gov_user_organization_id
        ? (names.organization(row.gov_user_organization_id) ?? null)
        : null,
      profileDetail: row.profile_detail,
      interactionDetail: row.interaction_detail,
      linesOfEffort: lines,
      govUserClassifications: row.classification_ids.flatMap((id) => {
        const item = classificationsById.get(id)
        if (!item) return []
        return [
          {
            id: item.id,
            description: item.description,
            govUserClassificationCategory: item.govUserClassificationCategory
              ? { ...item.govUserClassificationCategory }
              : null,
          },
        ]
      }),
      city: row.city,
      stateOrProvince: row.state_or_province,
      country: row.country,
      govEmployeeSinceYear: row.gov_employee_since_year,
      visionUserId: row.vision_user_id,
    },
  }
}

export const findGovUser = async (
  db: Queryable,
  userId: string,
  names: GovUserNames,
  now: Date,
): Promise<GovUser | undefined> => {
  const [row] = await db.query<GovUserRow>(`select ${columns} from gov_users where id = $1`, [userId])
  return row ? govUserOf(row, names, now) : undefined
}

/**
 * Whether a government user is linked to VISION: the one fact the marketplace's visibility rule needs, one
 * column of one row (false for a user who is not a government user).
 */
export const isVisionLinked = async (db: Queryable, userId: string): Promise<boolean> => {
  const [row] = await db.query<{ linked: boolean }>(
    "select vision_user_id is not null as linked from gov_users where id = $1",
    [userId],
  )
  return row?.linked === true
}

export interface GovUserSearch extends PageRequest {
  readonly search?: string
  readonly technologyTypeIds?: readonly string[]
  readonly govUserOrganizationIds?: readonly string[]
  readonly govUserClassificationIds?: readonly string[]
}

/**
 * Confirmed government users matching the filters: full-text over names, title, problem statement and
 * lines of effort (best match first, with a highlighted snippet), else by name.
 */
export const searchGovUsers = async (
  db: Queryable,
  request: GovUserSearch,
  names: GovUserNames,
  now: Date,
): Promise<GovUsersPage> => {
  const params: unknown[] = []
  const where = ["confirmed"]
  const search = request.search?.trim()
  if (search) {
    params.push(search)
    where.push(`to_tsvector('english', search_text) @@ websearch_to_tsquery('english', $${params.length})`)
  }
  const anyOf = (column: string, ids: readonly string[] | undefined) => {
    if (!ids?.length) return
    params.push([...ids])
    where.push(`${column} && $${params.length}::text[]`)
  }
  anyOf("technology_type_ids", request.technologyTypeIds)
  anyOf("classification_ids", request.govUserClassificationIds)
  if (request.govUserOrganizationIds?.length) {
    params.push([...request.govUserOrganizationIds])
    where.push(`gov_user_organization_id = any($${params.length}::text[])`)
  }
  const filter = where.join(" and ")
  const [counted] = await db.query<{ n: number }>(
    `select count(*)::int8 as n from gov_users where ${filter}`,
    params,
  )
  const pagination = paginate(Number(counted?.n ?? 0), request)
  const query = search ? "websearch_to_tsquery('english', $1)" : null
  const rows = await db.query<GovUserRow>(
    `select ${columns}${
      query
        ? `, ts_headline('english', search_text, ${query}, 'StartSel=${startMark}, StopSel=${stopMark}, MaxFragments=1, MaxWords=30, MinWords=10') as highlight`
        : ""
    }
     from gov_users where ${filter}
     order by ${query ? `ts_rank(to_tsvector('english', search_text), ${query}) desc, ` : ""}last_name, first_name, id
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, request.perPage, pagination.offset],
  )
  const { offset: _offset, ...page } = pagination
  return { data: rows.map((row) => govUserOf(row, names, now)), pagination: page }
}
