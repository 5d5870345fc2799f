import { useCallback, useState } from "react"
import { valueAt } from "./form-paths"

/**
 * The server's word on a form's fields: each problem shows under its field for as long as the field
 * still holds the value that was sent, and goes once it is edited. A problem may name a field of a
 * list's row by its path (`links.0.url`), as `useForm` does.
 */
export const useRefusedFields = <T extends object, K extends string = keyof T & string>() => {
  const [refused, setRefused] = useState<{ sent: T; errors: Partial<Record<K, string>> } | null>(null)
  /** The problem at `path` while `value` (what the field holds now) is what was sent. */
  const errorOf = (path: K, value: unknown) =>
    refused && valueAt(refused.sent, path) === value ? refused.errors[path] : undefined
  /** What the server refused of `sent`; no errors clears what it said before. */
  const refuse = useCallback(
    (sent: T, errors: Partial<Record<K, string>>) =>
      setRefused(Object.keys(errors).length > 0 ? { sent, errors } : null),
    [],
  )
  return { errorOf, refuse }
}
