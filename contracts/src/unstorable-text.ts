import { inputMessages } from "./texts/input"

/**
 * U+0000, and a surrogate without its partner: PostgreSQL can store neither in text or jsonb ("invalid byte
 * sequence", "unsupported Unicode escape sequence") and UTF-8 cannot encode the second, yet JSON, query
 * strings and form fields carry both. One test per string, no per-character work in JavaScript.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this looks for
const unstorable = /[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isUnstorableText = (text: string) => unstorable.test(text)

export interface TextIssue {
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

interface Visit {
  readonly value: unknown
  readonly key: PropertyKey | undefined
  readonly parent: Visit | undefined
  /** The key leading here is itself unstorable: reported at the object holding it, never echoed. */
  readonly badKey?: true
}

const pathOf = (visit: Visit): PropertyKey[] => {
  const path: PropertyKey[] = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

/** Arrays and objects of any class (Fastify's route and query parameters are not plain objects), not bytes. */
const isWalkable = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !ArrayBuffer.isView(value)

/**
 * Every unstorable string in raw input, in document order: values and object keys, however deep; file bytes
 * are left to the schema. Iterative, so nesting depth cannot overflow the stack, and paths are built only for the
 * strings it reports.
 */
export const unstorableTextIssues = (input: unknown, limit = 20): TextIssue[] => {
  const issues: TextIssue[] = []
  const pending: Visit[] = [{ value: input, key: undefined, parent: undefined }]
  const seen = new Set<object>()
  while (pending.length > 0 && issues.length < limit) {
    const visit = pending.pop()!
    const { value } = visit
    if (visit.badKey) issues.push({ path: pathOf(visit.parent!), message: inputMessages.unstorableFieldName })
    else if (typeof value === "string") {
      if (isUnstorableText(value)) issues.push({ path: pathOf(visit), message: inputMessages.unstorableText })
    } else if (isWalkable(value) && !seen.has(value)) {
      seen.add(value)
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], key: i, parent: visit })
        continue
      }
      const record = value as Record<string, unknown>
      const keys = Object.keys(record)
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!
        pending.push(
          isUnstorableText(key)
            ? { value: undefined, key: undefined, parent: visit, badKey: true }
            : { value: record[key], key, parent: visit },
        )
      }
    }
  }
  return issues
}
