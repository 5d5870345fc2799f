import type { AuditEventView } from "./audit-types"
import type { FieldVisibility } from "./value-diff"

/** One field of an event's data as the log shows it, with whether it is personal and seen. */
export interface EventField {
  readonly name: string
  readonly value: unknown
  /** Personal data: shown to the reader (revealed), masked until revealed, or erased for good. */
  readonly personal?: FieldVisibility
}

/**
 * An event's data, field by field, personal fields marked. A masked field is null in the data (the server
 * never sent its value); it is listed even if the data left it out, so the reader sees something is hidden.
 */
export const eventFieldsOf = (event: AuditEventView): EventField[] => {
  const data =
    typeof event.data === "object" && event.data !== null && !Array.isArray(event.data)
      ? (event.data as Record<string, unknown>)
      : { value: event.data }
  const personal = new Set(event.personal?.fields ?? [])
  const names = [...Object.keys(data), ...[...personal].filter((name) => !(name in data))]
  return names.map((name) =>
    personal.has(name) && event.personal
      ? { name, value: data[name] ?? null, personal: event.personal.state }
      : { name, value: data[name] },
  )
}

/** A field's value as the expanded event shows it: pretty JSON, text without its quotes. */
export const fieldJson = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value, null, 2) ?? "null")
