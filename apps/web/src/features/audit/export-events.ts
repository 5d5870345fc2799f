import { fetchDownload } from "../../lib/download"
import { type AuditSearch, filtersQueryString } from "./audit-search"

export const exportPath = "/api/v1/audit/export"

/** Where the export of these filters is (the page in view is left out: an export is the whole range). */
export const exportUrlOf = (search: AuditSearch) => {
  const query = filtersQueryString(search)
  return query ? `${exportPath}?${query}` : exportPath
}

/**
 * GET /api/v1/audit/export with the log's filters and the session's token (a plain link could not carry the
 * Authorization header): the NDJSON file to save, personal fields as this reader may see them.
 */
export const exportAuditEvents = (search: AuditSearch) =>
  fetchDownload(exportUrlOf(search), "application/x-ndjson", "ignite-events.ndjson")
