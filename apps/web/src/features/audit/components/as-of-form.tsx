import { Button, Group, TextInput } from "@mantine/core"
import { useState } from "react"
import { isoOfLocalInput, localInputOf } from "../local-time"

export interface AsOfFormProps {
  /** The moment in the address (ISO); none: today's state alone. */
  readonly asOf: string | undefined
  readonly onChange: (asOf: string | undefined) => void
  /** When the stream began: the earliest moment worth asking for. */
  readonly since?: string
  /** What the moment shows, under the field. */
  readonly description?: string
  /** Offers going back to today's alone (where today's can be shown alone). */
  readonly clearable?: boolean
}

/** Picks the moment to see the stream's state as of, in the reader's own clock. */
export function AsOfForm({
  asOf,
  onChange,
  since,
  description = "See the state as it was then, beside today's",
  clearable = true,
}: AsOfFormProps) {
  const [value, setValue] = useState(() => localInputOf(asOf))
  const [problem, setProblem] = useState<string>()
  return (
    <Group
      component="form"
      aria-label="As of"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault()
        const iso = isoOfLocalInput(value)
        if (!iso) return setProblem("Choose a date and time.")
        setProblem(undefined)
        onChange(iso)
      }}
    >
      <TextInput
        type="datetime-local"
        step={1}
        label="As of"
        description={description}
        min={localInputOf(since) || undefined}
        value={value}
        error={problem}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit">Show</Button>
      {asOf && clearable && (
        <Button variant="default" onClick={() => onChange(undefined)}>
          Today only
        </Button>
      )}
    </Group>
  )
}
