import { Button, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core"
import type { ReactNode } from "react"
import { type AttachmentRow, type LinkRow, withoutRow } from "../artifact-form"
import type { ArtifactForm } from "../hooks/use-artifact-form"

type RowsOf<List extends "attachments" | "links"> = List extends "attachments" ? AttachmentRow : LinkRow

/**
 * Steps two and three share their frame: a fieldset per row with a remove button, its name and description,
 * what is particular to the list (`children`: the file, the url), and a button to add a row.
 */
export function RowsStep<List extends "attachments" | "links">({
  form,
  busy,
  list,
  noun,
  newRow,
  children,
}: {
  readonly form: ArtifactForm
  readonly busy: boolean
  readonly list: List
  /** "Attachment", "Link": names the rows, their fields and the buttons. */
  readonly noun: string
  readonly newRow: () => RowsOf<List>
  readonly children: (row: RowsOf<List>, index: number, position: number) => ReactNode
}) {
  // the form's list types do not follow `List` through a generic: casts here, checked by the callers' props
  const rows = form.values[list] as unknown as readonly RowsOf<List>[]
  const setRows = (change: (rows: readonly RowsOf<List>[]) => RowsOf<List>[]) =>
    form.setField(list, change as never)
  const shown = rows.flatMap((row, index) => (row.destroy ? [] : [{ row, index }]))
  const lower = noun.toLowerCase()
  return (
    <Stack gap="md" pt="md">
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {`No ${lower}s yet.`}
        </Text>
      )}
      {shown.map(({ row, index }, position) => (
        <Paper
          key={row.key}
          withBorder
          p="md"
          radius="md"
          component="fieldset"
          aria-label={`${noun} ${position + 1}`}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={500} size="sm">{`${noun} ${position + 1}`}</Text>
            <CloseButton
              aria-label={`Remove ${lower} ${position + 1}`}
              disabled={busy}
              onClick={() => setRows((current) => withoutRow(current, row.key))}
            />
          </Group>
          <Stack gap="sm">
            <TextInput
              label={`${noun} name`}
              required
              maxLength={200}
              disabled={busy}
              {...form.field(`${list}.${index}.name` as const)}
            />
            <Textarea
              label={`${noun} description`}
              maxLength={2000}
              disabled={busy}
              {...form.field(`${list}.${index}.description` as const)}
            />
            {children(row, index, position)}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" disabled={busy} onClick={() => setRows((current) => [...current, newRow()])}>
          {`Add ${lower}`}
        </Button>
      </Group>
    </Stack>
  )
}
