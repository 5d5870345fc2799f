import type { AuditPersonal } from "@ignite/contracts"
import type { AuditChangeView, AuditStreamEntryView } from "./audit-types"

/**
 * What an event changed, line by line, as a person reads a diff: `profile.name: Acme → Acme Robotics`. The
 * server says which fields of the stream's state changed (a shallow merge of the events' data); a field
 * holding an object (a listing's whole profile) is opened here into the leaves that differ.
 */
export interface DiffLine {
  readonly path: string
  readonly before: unknown
  readonly after: unknown
  /** A personal field the reader does not see: neither side is known. */
  readonly hidden: boolean
}

type Fields = Readonly<Record<string, unknown>>

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Equal as data: the same JSON whatever the order of an object's keys. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (isFields(a) && isFields(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => sameValue(a[key], b[key]))
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  return (a ?? null) === (b ?? null)
}

const absent = (value: unknown) => value === null || value === undefined

/**
 * Each leaf of two values side by side: objects (or an object and nothing) are opened key by key, anything
 * else (text, numbers, lists) is one leaf.
 */
const leavesOf = (path: string, a: unknown, b: unknown): Array<{ path: string; a: unknown; b: unknown }> => {
  const open = (isFields(a) || absent(a)) && (isFields(b) || absent(b)) && (isFields(a) || isFields(b))
  if (!open) return [{ path, a, b }]
  const left = isFields(a) ? a : {}
  const right = isFields(b) ? b : {}
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])]
  return keys.flatMap((key) => leavesOf(`${path}.${key}`, left[key], right[key]))
}

/** The lines of an event's changes: one per leaf that differs; a hidden field is one line that says so. */
export const diffLinesOf = (changes: readonly AuditChangeView[]): DiffLine[] =>
  changes.flatMap((change): DiffLine[] =>
    change.hidden
      ? [{ path: change.field, before: null, after: null, hidden: true }]
      : leavesOf(change.field, change.before, change.after)
          .filter(({ a, b }) => !sameValue(a, b))
          .map(({ path, a, b }) => ({ path, before: a, after: b, hidden: false })),
  )

const longest = 200

/** A value as a diff shows it: text as it is, nothing as "(none)", lists and objects as compact JSON. */
export const valueText = (value: unknown): string => {
  if (absent(value)) return "(none)"
  if (value === "") return "(empty)"
  const text = typeof value === "string" ? value : JSON.stringify(value)
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text
}

/** Whether the reader sees a personal field, per the last event that wrote it. */
export type FieldVisibility = AuditPersonal["state"]

/**
 * Which of a stream's state fields are personal and how the reader sees them: the state is each later value
 * over the earlier, so the last event that wrote a personal field says whether its value is shown.
 */
export const personalFieldsOf = (entries: readonly AuditStreamEntryView[]): Map<string, FieldVisibility> => {
  const fields = new Map<string, FieldVisibility>()
  for (const { event } of entries)
    for (const field of event.personal?.fields ?? []) fields.set(field, event.personal!.state)
  return fields
}

/** A field of the state as of a moment beside today's. */
export interface ComparisonRow {
  readonly path: string
  readonly past: unknown
  readonly today: unknown
  /** The server named its field among the differences, and this leaf is one that differs. */
  readonly differs: boolean
  /** A personal field not shown, then or now: its values are not compared here. */
  readonly personal?: Exclude<FieldVisibility, "shown">
}

/**
 * The rows of the as-of view: every leaf of either state, in today's order then the fields gone since.
 * `differences` (the server's, top-level fields) decides what is marked; an opened object marks only the
 * leaves that differ.
 */
export const comparisonRowsOf = (
  past: Fields,
  today: Fields,
  differences: readonly string[],
  personal: ReadonlyMap<string, FieldVisibility> = new Map(),
): ComparisonRow[] => {
  const differing = new Set(differences)
  const fields = [...new Set([...Object.keys(today), ...Object.keys(past)])]
  return fields.flatMap((field): ComparisonRow[] => {
    const visibility = personal.get(field)
    if (visibility === "masked" || visibility === "erased")
      return [{ path: field, past: null, today: null, differs: differing.has(field), personal: visibility }]
    return leavesOf(field, past[field], today[field]).map(({ path, a, b }) => ({
      path,
      past: a,
      today: b,
      differs: differing.has(field) && !sameValue(a, b),
    }))
  })
}
