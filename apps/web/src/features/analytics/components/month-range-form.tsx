import type { TimelineQuery } from "@ignite/contracts"
import { Button, Group, Text, TextInput } from "@mantine/core"
import { useEffect, useState } from "react"
import { maxMonths, rangeProblem } from "../month-range"

export interface MonthRangeFormProps {
  readonly range: TimelineQuery
  /** A range the server accepts; the address keeps it. */
  readonly onChange: (range: TimelineQuery) => void
}

/**
 * The months the timelines cover (beyond the spec): both ends included; without them, the twelve months ending
 * with this one. A range the server would refuse is said at once and not asked for.
 */
export function MonthRangeForm({ range, onChange }: MonthRangeFormProps) {
  const [from, setFrom] = useState(range.from ?? "")
  const [to, setTo] = useState(range.to ?? "")
  // the address may change under the form (back and forward): show what it holds
  useEffect(() => {
    setFrom(range.from ?? "")
    setTo(range.to ?? "")
  }, [range.from, range.to])
  const typed = { from: from || undefined, to: to || undefined }
  const problem = rangeProblem(typed)
  const change = (next: TimelineQuery) => {
    if (rangeProblem(next) === undefined) onChange(next)
  }
  return (
    <Group
      component="form"
      aria-label="Timeline months"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        type="month"
        label="From month"
        placeholder="YYYY-MM"
        value={from}
        onChange={(event) => {
          setFrom(event.currentTarget.value)
          change({ ...typed, from: event.currentTarget.value || undefined })
        }}
        w={170}
      />
      <TextInput
        type="month"
        label="To month"
        placeholder="YYYY-MM"
        value={to}
        onChange={(event) => {
          setTo(event.currentTarget.value)
          change({ ...typed, to: event.currentTarget.value || undefined })
        }}
        w={170}
      />
      <Button
        variant="default"
        disabled={!range.from && !range.to && !from && !to}
        onClick={() => {
          setFrom("")
          setTo("")
          onChange({})
        }}
      >
        Last 12 months
      </Button>
      <Text size="sm" c={problem ? "red" : "dimmed"} role={problem ? "alert" : undefined} w="100%">
        {problem ?? `The timelines cover up to ${maxMonths} months; without a range, the last twelve.`}
      </Text>
    </Group>
  )
}
