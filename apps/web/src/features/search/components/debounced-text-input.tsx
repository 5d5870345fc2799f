import { TextInput, type TextInputProps } from "@mantine/core"
import { useEffect, useRef, useState } from "react"

/** Spec 02 §9: search typing waits 500 ms before the address (and so the search) changes. */
export const typingDelayMs = 500

export interface DebouncedTextInputProps extends Omit<TextInputProps, "value" | "onChange" | "error"> {
  /** The value in the address. */
  readonly value: string
  /** Called once typing pauses, with the trimmed text, when it differs from the address and passes `check`. */
  readonly onCommit: (text: string) => void
  /** Why the typed text cannot be searched for (shown under the field), or undefined. */
  readonly check?: (text: string) => string | undefined
}

/** A text filter: typed freely, written to the address after a pause; it follows the address (Reset, back). */
export function DebouncedTextInput({ value, onCommit, check, ...props }: DebouncedTextInputProps) {
  const [typed, setTyped] = useState(value)
  // The address changed under the box (Reset, back, a saved search): the box follows, unless it is only
  // the trimmed form of what is being typed (a space before the next word stays).
  useEffect(() => setTyped((current) => (current.trim() === value ? current : value)), [value])
  const problem = check?.(typed.trim())
  // the latest handler, so a parent's new function does not restart the pause
  const commit = useRef(onCommit)
  commit.current = onCommit

  useEffect(() => {
    const text = typed.trim()
    if (text === value || problem) return
    const timer = setTimeout(() => commit.current(text), typingDelayMs)
    return () => clearTimeout(timer)
  }, [typed, value, problem])

  return (
    <TextInput
      {...props}
      value={typed}
      error={problem}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  )
}
