import { normalizePage } from "@ignite/contracts/page-rules"

/**
 * /admin/auditors's address: the page of the auditors list and its size, only where they differ from the
 * defaults. The address looked up stays out of it: an email in the URL would land in request logs and in
 * the browser's history.
 */
export interface AuditorsSearch {
  readonly page?: number
  readonly perPage?: number
}

export const auditorsSearchOf = (search: Record<string, unknown>): AuditorsSearch => {
  const { page, perPage } = normalizePage(search)
  return { ...(page !== 1 ? { page } : {}), ...(perPage !== 10 ? { perPage } : {}) }
}
