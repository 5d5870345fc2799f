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

/** The first problem of each of `fields` among `issues`, by field name (the first segment of the path). */
export const fieldErrorsOf = (
  issues: readonly FieldIssue[],
  fields: Iterable<string>,
): Record<string, string> => {
  const wanted = new Set(fields)
  const errors: Record<string, string> = {}
  for (const { path, message } of issues) {
    const field = path.split(".")[0] ?? ""
    if (wanted.has(field)) errors[field] ??= message
  }
  return errors
}
