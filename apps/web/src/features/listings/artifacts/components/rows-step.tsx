import { Button, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core"
import type { ReactNode } from "react"
import { type AttachmentRow, type LinkRow, withoutRow } from "../artifact-form"
import type { ArtifactForm } from "./artifact-form-modal"

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
  // the form's list types do not follow `List` through a generic: one cast here, checked by the callers' props
  const rowsOf = (): RowsOf<List>[] => form.getValues()[list] as unknown as RowsOf<List>[]
  const rows = rowsOf()
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
              onClick={() =>
                form.setFieldValue(
                  list,
                  withoutRow(form.getValues()[list] as RowsOf<List>[], row.key) as never,
                )
              }
            />
          </Group>
          <Stack gap="sm">
            <TextInput
              label={`${noun} name`}
              required
              maxLength={200}
              disabled={busy}
              {...form.getInputProps(`${list}.${index}.name`)}
            />
            <Textarea
              label={`${noun} description`}
              maxLength={2000}
              disabled={busy}
              {...form.getInputProps(`${list}.${index}.description`)}
            />
            {children(row, index, position)}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" disabled={busy} onClick={() => form.insertListItem(list, newRow() as never)}>
          {`Add ${lower}`}
        </Button>
      </Group>
    </Stack>
  )
}
