import { Button, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core"
import { newLinkRow, withoutRow } from "../artifact-form"
import type { ArtifactForm } from "./artifact-form-modal"

/** Step three: links, each with a name, a description and a url. */
export function LinksStep({ form, busy }: { readonly form: ArtifactForm; readonly busy: boolean }) {
  const rows = form.getValues().links
  const shown = rows.flatMap((row, index) => (row.destroy ? [] : [{ row, index }]))
  return (
    <Stack gap="md" pt="md">
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No links yet.
        </Text>
      )}
      {shown.map(({ row, index }, position) => (
        <Paper
          key={row.key}
          withBorder
          p="md"
          radius="md"
          component="fieldset"
          aria-label={`Link ${position + 1}`}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={500} size="sm">{`Link ${position + 1}`}</Text>
            <CloseButton
              aria-label={`Remove link ${position + 1}`}
              disabled={busy}
              onClick={() => form.setFieldValue("links", withoutRow(form.getValues().links, row.key))}
            />
          </Group>
          <Stack gap="sm">
            <TextInput
              label="Link name"
              required
              maxLength={200}
              disabled={busy}
              {...form.getInputProps(`links.${index}.name`)}
            />
            <Textarea
              label="Link description"
              maxLength={2000}
              disabled={busy}
              {...form.getInputProps(`links.${index}.description`)}
            />
            <TextInput
              label="Link url"
              type="url"
              required
              placeholder="https://"
              maxLength={2000}
              disabled={busy}
              {...form.getInputProps(`links.${index}.url`)}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" disabled={busy} onClick={() => form.insertListItem("links", newLinkRow())}>
          Add link
        </Button>
      </Group>
    </Stack>
  )
}
