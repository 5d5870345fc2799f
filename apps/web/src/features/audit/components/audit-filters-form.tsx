import { Button, Group, Paper, SimpleGrid, TextInput } from "@mantine/core"
import { useState } from "react"
import { type AuditFilterKey, type AuditFilters, auditSearchOf } from "../audit-search"
import { isoOfLocalInput, localInputOf } from "../local-time"

export interface AuditFiltersFormProps {
  /** The filters in the address; the parent remounts the form when they change elsewhere (a clicked actor). */
  readonly filters: AuditFilters
  readonly onApply: (filters: AuditFilters) => void
}

const textFields: ReadonlyArray<{
  key: Exclude<AuditFilterKey, "from" | "to">
  label: string
  hint?: string
}> = [
  { key: "eventTypes", label: "Event types", hint: "Comma-separated, e.g. ListingEdited, ProfileUpdated" },
  { key: "streamType", label: "Stream type", hint: "e.g. listing, user, account, thread, policy" },
  { key: "streamId", label: "Stream id" },
  { key: "actorId", label: "Actor id", hint: "A user's id, or system:<name>" },
  { key: "requestId", label: "Request id" },
  { key: "correlationId", label: "Correlation id" },
]

/**
 * The log's filters (docs/audit.md): typed here, applied together into the address, so a filtered view can be
 * shared and reloaded. Times are the reader's own clock; the address holds them in UTC.
 */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(textFields.map(({ key }) => [key, filters[key] ?? ""])),
  )
  const [from, setFrom] = useState(() => localInputOf(filters.from))
  const [to, setTo] = useState(() => localInputOf(filters.to))

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Event log filters"
      withBorder
      p="md"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(auditSearchOf({ ...texts, from: isoOfLocalInput(from), to: isoOfLocalInput(to) }))
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {textFields.map(({ key, label, hint }) => (
          <TextInput
            key={key}
            label={label}
            description={hint}
            value={texts[key]}
            maxLength={200}
            onChange={(event) => {
              const { value } = event.currentTarget
              setTexts((previous) => ({ ...previous, [key]: value }))
            }}
          />
        ))}
        <TextInput
          type="datetime-local"
          step={1}
          label="From"
          description="Recorded at or after"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          step={1}
          label="To"
          description="Recorded before"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => onApply({})}>
          Clear filters
        </Button>
        <Button type="submit">Apply filters</Button>
      </Group>
    </Paper>
  )
}
