import type { AuditChange, AuditStream, AuditStreamEntry } from "@ignite/contracts"
import type { AuditRecord } from "@ignite/platform"

/**
 * A stream's history as a reader follows it: the stream's state is what its events' data say, each later
 * value over the earlier one (a shallow merge, the same for every kind of stream: no domain needs to teach
 * the audit log its fields), and each event's changes are the fields it set to something new. A personal
 * field the caller does not see is named as changed, with neither value.
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isHidden = (record: AuditRecord, field: string) =>
  record.personal !== null && record.personal.state !== "shown" && record.personal.fields.includes(field)

const step = (state: Record<string, unknown>, record: AuditRecord) => {
  const changes: AuditChange[] = []
  const next = { ...state }
  for (const [field, after] of Object.entries(record.data)) {
    if (isHidden(record, field)) {
      changes.push({ field, before: null, after: null, hidden: true })
      next[field] = null
      continue
    }
    if (!same(state[field], after))
      changes.push({ field, before: state[field] ?? null, after, hidden: false })
    next[field] = after
  }
  return { state: next, changes }
}

export const streamHistory = (
  records: readonly AuditRecord[],
  view: (record: AuditRecord) => AuditStreamEntry["event"],
  asOf?: Date,
): Omit<AuditStream, "streamId" | "streamType"> => {
  let state: Record<string, unknown> = {}
  let then: { version: number; state: Record<string, unknown> } | undefined = asOf
    ? { version: 0, state: {} }
    : undefined
  const entries = records.map((record) => {
    const stepped = step(state, record)
    state = stepped.state
    if (then && asOf && record.occurredAt.getTime() <= asOf.getTime())
      then = { version: record.streamVersion, state }
    return { event: view(record), changes: stepped.changes }
  })
  return {
    entries,
    state,
    asOf:
      then && asOf
        ? {
            at: asOf.toISOString(),
            version: then.version,
            state: then.state,
            differences: [...new Set([...Object.keys(state), ...Object.keys(then.state)])].filter(
              (field) => !same(state[field], then!.state[field]),
            ),
          }
        : null,
  }
}
