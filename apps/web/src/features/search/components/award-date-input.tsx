import { searchMessages } from "@ignite/contracts/texts"
import { TextInput } from "@mantine/core"
import { useEffect, useState } from "react"
import { dateProblem, today } from "../marketplace-search"

export interface AwardDateInputProps {
  readonly label: string
  /** The day in the address (YYYY-MM-DD), or "". */
  readonly value: string
  /** A day that may be searched for, or undefined when the field is cleared. */
  readonly onCommit: (day: string | undefined) => void
}

/**
 * An award date filter (spec 02: not later than today). The browser's picker stops at today; a later day
 * typed in is refused with the server's message and never reaches the address.
 */
export function AwardDateInput({ label, value, onCommit }: AwardDateInputProps) {
  const [typed, setTyped] = useState(value)
  useEffect(() => setTyped(value), [value])
  const problem = dateProblem(typed)
  return (
    <TextInput
      type="date"
      label={label}
      max={today()}
      value={typed}
      error={problem ? searchMessages[problem] : undefined}
      onChange={(event) => {
        const day = event.currentTarget.value
        setTyped(day)
        if (dateProblem(day) === undefined && day !== value) onCommit(day || undefined)
      }}
    />
  )
}
