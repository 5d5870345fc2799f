import { AppError, type ErrorEnvelope, isAppError, issuesOf } from "@ignite/contracts"
import { databaseUnavailable } from "@ignite/platform"

interface StandardIssueCarrier {
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>
}

const hasIssues = (u: unknown): u is StandardIssueCarrier =>
  typeof u === "object" && u !== null && Array.isArray((u as { issues?: unknown }).issues)

/**
 * The one mapping from anything thrown to an expected error. A database that cannot serve now is 503
 * Unavailable; unknown errors become a 500 that names the request id, never the stack. The caller logs the
 * original either way.
 */
export const toAppError = (error: unknown, requestId: string): AppError => {
  if (isAppError(error)) return error
  const cause = (error as { cause?: unknown } | undefined)?.cause
  if (isAppError(cause)) return cause
  if (hasIssues(cause)) return new AppError("ValidationFailed", undefined, issuesOf(cause.issues))
  if (hasIssues(error)) return new AppError("ValidationFailed", undefined, issuesOf(error.issues))
  // read-only, out of time or space, going away: the database cannot serve this now; later it may (issue 26)
  if (databaseUnavailable(error)) return new AppError("Unavailable")
  return new AppError("InternalError", `Something went wrong! (request ${requestId})`)
}

export const envelopeOf = (error: unknown, requestId: string): ErrorEnvelope =>
  toAppError(error, requestId).toEnvelope()
