import type { AuditLogQuery } from "@ignite/contracts"
import { optionalText } from "../../lib/search-params"

/** The log's filters as /audit's address holds them (docs/audit.md "The calls"). */
export const auditFilterKeys = [
  "eventTypes",
  "streamType",
  "streamId",
  "actorId",
  "from",
  "to",
  "requestId",
  "correlationId",
] as const
export type AuditFilterKey = (typeof auditFilterKeys)[number]
export type AuditFilters = { readonly [K in AuditFilterKey]?: string }

/** /audit's address: the filters, and `before`, the cursor of the older page in view. */
export interface AuditSearch extends AuditFilters {
  readonly before?: string
}

const moments = new Set<AuditFilterKey>(["from", "to"])

/** A moment the server reads (ISO 8601), as UTC; anything else is no filter. */
const momentOf = (value: string | undefined) => {
  if (value === undefined || Number.isNaN(Date.parse(value))) return undefined
  return new Date(value).toISOString()
}

/** A filter's text as the server takes it: trimmed, at most 200 characters, empty is none. */
const filterTextOf = (value: unknown) => {
  const text = optionalText(value)?.trim().slice(0, 200)
  return text ? text : undefined
}

/**
 * `validateSearch` for /audit: the filters the server would take, only those that are set. A hand-edited
 * address never makes a call the server refuses: a bad moment or cursor is dropped, not sent.
 */
export const auditSearchOf = (search: Record<string, unknown>): AuditSearch => {
  const out: Record<string, string> = {}
  for (const key of auditFilterKeys) {
    const text = filterTextOf(search[key])
    const value = moments.has(key) ? momentOf(text) : text
    if (value !== undefined) out[key] = value
  }
  const before = optionalText(search.before)
  if (before !== undefined && /^\d{1,18}$/.test(before)) out.before = before
  return out
}

/** The filters alone, without the page: what a new filter keeps, and what the export sends. */
export const filtersOf = (search: AuditSearch): AuditFilters => {
  const { before: _page, ...filters } = search
  return filters
}

/** The address after one filter changes: back to the newest page, since the old cursor belongs to other rows. */
export const withFilter = (
  search: AuditSearch,
  key: AuditFilterKey,
  value: string | undefined,
): AuditSearch => auditSearchOf({ ...filtersOf(search), [key]: value })

/** What `audit.events` is asked for this address. */
export const auditLogQueryOf = (search: AuditSearch): AuditLogQuery => ({ ...search })

/** The filters as a query string, in a fixed order: the export's `?…` (no cursor: an export is the whole range). */
export const filtersQueryString = (search: AuditSearch) => {
  const params = new URLSearchParams()
  for (const key of auditFilterKeys) {
    const value = search[key]
    if (value !== undefined) params.set(key, value)
  }
  return params.toString()
}

export const hasFilters = (search: AuditSearch) => auditFilterKeys.some((key) => search[key] !== undefined)
