import { AppError, type ErrorEnvelope, isAppError, issuesOf } from "@ignite/contracts"

interface StandardIssueCarrier {
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>
}

const hasIssues = (u: unknown): u is StandardIssueCarrier =>
  typeof u === "object" && u !== null && Array.isArray((u as { issues?: unknown }).issues)

/**
 * The one mapping from anything thrown to an expected error. Unknown errors become a 500 that names the
 * request id, never the stack; the caller logs the original.
 */
export const toAppError = (error: unknown, requestId: string): AppError => {
  if (isAppError(error)) return error
  const cause = (error as { cause?: unknown } | undefined)?.cause
  if (isAppError(cause)) return cause
  if (hasIssues(cause)) return new AppError("ValidationFailed", undefined, issuesOf(cause.issues))
  if (hasIssues(error)) return new AppError("ValidationFailed", undefined, issuesOf(error.issues))
  return new AppError("InternalError", `Something went wrong! (request ${requestId})`)
}

export const envelopeOf = (error: unknown, requestId: string): ErrorEnvelope =>
  toAppError(error, requestId).toEnvelope()
