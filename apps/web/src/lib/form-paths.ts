/**
 * Paths into a form's values, as its errors name them: a field (`name`), or a field of a list's row by
 * index (`links.0.url`).
 */

/** What `values` holds at `path`; undefined when the path leads nowhere. */
export const valueAt = (values: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (at, segment) =>
        typeof at === "object" && at !== null ? (at as Record<string, unknown>)[segment] : undefined,
      values,
    )

const withValueAtSegments = (at: unknown, [segment, ...rest]: readonly string[], value: unknown): unknown => {
  if (segment === undefined) return value
  if (Array.isArray(at)) {
    const index = Number(segment)
    return at.map((item, position) => (position === index ? withValueAtSegments(item, rest, value) : item))
  }
  const record = (typeof at === "object" && at !== null ? at : {}) as Record<string, unknown>
  return { ...record, [segment]: withValueAtSegments(record[segment], rest, value) }
}

/**
 * `values` with `value` at `path`, copied along the path only: every other field and row keeps its
 * identity, so what was not edited still compares equal to what was sent.
 */
export const withValueAt = <T>(values: T, path: string, value: unknown): T =>
  withValueAtSegments(values, path.split("."), value) as T
