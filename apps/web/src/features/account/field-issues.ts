import type { FieldIssue } from "@ignite/contracts"

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldIssue).path === "string" &&
  typeof (value as FieldIssue).message === "string"

/**
 * The field problems a refused call names (`details` of the error envelope: tRPC carries it in `data`),
 * with paths as the form knows them: REST's `user.` prefix dropped.
 */
export const fieldIssuesOf = (error: unknown): FieldIssue[] => {
  if (typeof error !== "object" || error === null) return []
  const { data, details } = error as { data?: { details?: unknown }; details?: unknown }
  const listed = data?.details ?? details
  if (!Array.isArray(listed)) return []
  return listed
    .filter(isFieldIssue)
    .map((issue) => ({ path: issue.path.replace(/^user\./, ""), message: issue.message }))
}
