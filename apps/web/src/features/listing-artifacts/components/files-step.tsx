import { Button, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core"
import { newAttachmentRow, withoutRow } from "../artifact-form"
import { attachmentFileError } from "../attachment-file"
import type { ArtifactForm } from "./artifact-form-modal"
import { AttachmentDrop } from "./attachment-drop"

/** How a kept file is named in its row: its name when the server has one, its type and size always. */
const storedLabel = ({
  mimeType,
  bytes,
  fileName,
}: {
  readonly mimeType: string
  readonly bytes: number
  readonly fileName: string | null
}) => {
  const type = mimeType.split("/")[1]?.split(/[.+]/).at(-1)?.toUpperCase() ?? mimeType
  const size = `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `Current file: ${fileName ? `${fileName} (${type}, ${size})` : `${type}, ${size}`}`
}

/** Step two: attachments, each with a name, a description and a file. */
export function FilesStep({ form, busy }: { readonly form: ArtifactForm; readonly busy: boolean }) {
  const rows = form.getValues().attachments
  const shown = rows.flatMap((row, index) => (row.destroy ? [] : [{ row, index }]))
  return (
    <Stack gap="md" pt="md">
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No attachments yet.
        </Text>
      )}
      {shown.map(({ row, index }, position) => {
        const fileError = form.errors[`attachments.${index}.file`]
        return (
          <Paper
            key={row.key}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={`Attachment ${position + 1}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={500} size="sm">{`Attachment ${position + 1}`}</Text>
              <CloseButton
                aria-label={`Remove attachment ${position + 1}`}
                disabled={busy}
                onClick={() =>
                  form.setFieldValue("attachments", withoutRow(form.getValues().attachments, row.key))
                }
              />
            </Group>
            <Stack gap="sm">
              <TextInput
                label="Attachment name"
                required
                maxLength={200}
                disabled={busy}
                {...form.getInputProps(`attachments.${index}.name`)}
              />
              <Textarea
                label="Attachment description"
                maxLength={2000}
                disabled={busy}
                {...form.getInputProps(`attachments.${index}.description`)}
              />
              <AttachmentDrop
                label={`File for attachment ${position + 1}`}
                fileName={row.file?.name ?? (row.stored ? storedLabel(row.stored) : null)}
                disabled={busy}
                {...(typeof fileError === "string" ? { error: fileError } : {})}
                onFile={(file) => {
                  // Checked before anything is sent: a refused file is not kept (spec 02 §5).
                  const problem = attachmentFileError(file)
                  if (problem) {
                    form.setFieldError(`attachments.${index}.file`, problem)
                    return
                  }
                  form.setFieldValue(`attachments.${index}.file`, file)
                  form.clearFieldError(`attachments.${index}.file`)
                  if (row.name.trim() === "")
                    form.setFieldValue(`attachments.${index}.name`, file.name.replace(/\.[^.]+$/, ""))
                }}
              />
            </Stack>
          </Paper>
        )
      })}
      <Group>
        <Button
          variant="light"
          disabled={busy}
          onClick={() => form.insertListItem("attachments", newAttachmentRow())}
        >
          Add attachment
        </Button>
      </Group>
    </Stack>
  )
}
