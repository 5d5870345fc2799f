import { authErrorCodeOf, reportAuthError } from "../../lib/auth-errors"
import { attachmentFileName } from "../../lib/download"
import { requestHeaders } from "../../lib/trpc"
import { type AuditSearch, filtersQueryString } from "./audit-search"

export const exportPath = "/api/v1/audit/export"

/** A refused or failed export: the status, and the server's code when its envelope named one. */
export class ExportFailed extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`The export answered ${status}.`)
  }
}

const codeOf = (body: string) => {
  try {
    const envelope = JSON.parse(body) as { error?: unknown }
    return typeof envelope.error === "string" ? envelope.error : undefined
  } catch {
    return undefined
  }
}

/** Where the export of these filters is (the page in view is left out: an export is the whole range). */
export const exportUrlOf = (search: AuditSearch) => {
  const query = filtersQueryString(search)
  return query ? `${exportPath}?${query}` : exportPath
}

/**
 * GET /api/v1/audit/export with the log's filters and the session's token (a plain link could not carry the
 * Authorization header): the NDJSON file to save, personal fields as this reader may see them.
 */
export const exportAuditEvents = async (search: AuditSearch) => {
  const response = await fetch(exportUrlOf(search), {
    headers: { ...requestHeaders(), Accept: "application/x-ndjson" },
  })
  if (!response.ok) {
    const failure = new ExportFailed(response.status, codeOf(await response.text()))
    // an expired session: the app's one handler moves the reader, as for any call
    const code = authErrorCodeOf(failure)
    if (code) reportAuthError({ code })
    throw failure
  }
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get("content-disposition")) ?? "ignite-events.ndjson",
  }
}
