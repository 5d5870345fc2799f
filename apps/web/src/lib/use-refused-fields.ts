import { useCallback, useState } from "react"
import type { FieldErrors } from "./use-form"

/**
 * The server's word on a form's fields: each problem shows under its field for as long as the field
 * still holds the value that was sent, and goes once it is edited.
 */
export const useRefusedFields = <T extends Record<string, string>>() => {
  const [refused, setRefused] = useState<{ sent: T; errors: FieldErrors<T> } | null>(null)
  const errorOf = (name: keyof T & string, value: string | undefined) =>
    refused && refused.sent[name] === value ? refused.errors[name] : undefined
  /** What the server refused of `sent`; no errors clears what it said before. */
  const refuse = useCallback(
    (sent: T, errors: FieldErrors<T>) => setRefused(Object.keys(errors).length > 0 ? { sent, errors } : null),
    [],
  )
  return { errorOf, refuse }
}
