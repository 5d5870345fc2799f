import { Button, Paper, Stack, Text } from "@mantine/core"
import { useId } from "react"
import { dropAreaStyle, useFileDrop } from "../../../../ui/file-drop/use-file-drop"
import { acceptedAttachmentTypes } from "../attachment-file"

/** The picker offers the types and, as browsers report some types differently, the extensions too. */
const accept = Object.entries(acceptedAttachmentTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",")

export interface AttachmentDropProps {
  /** Names the file input for assistive technology. */
  readonly label: string
  /** The chosen or stored file's name. */
  readonly fileName: string | null
  /** Every dropped or picked file, refused ones included: the form's rule says what is wrong with it. */
  readonly onFile: (file: File) => void
  readonly error?: string
  readonly disabled: boolean
}

/** A drop area for one attachment's file, with a button for the picker. */
export function AttachmentDrop({ label, fileName, onFile, error, disabled }: AttachmentDropProps) {
  const errorId = useId()
  const { dragging, areaProps, inputProps, open } = useFileDrop({ onFile, accept, disabled })
  return (
    <Paper withBorder p="sm" {...areaProps} style={dropAreaStyle(dragging, error)}>
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">{fileName ?? "Drag a file here, or"}</Text>
        <Button variant="light" size="xs" onClick={open} disabled={disabled}>
          {fileName ? "Choose another file" : "Choose file"}
        </Button>
        <Text size="xs" c="dimmed">
          Images, PDF, Word, Excel, PowerPoint, CSV or text; up to 10 MB.
        </Text>
        {error && (
          <Text size="sm" c="red" id={errorId}>
            {error}
          </Text>
        )}
      </Stack>
      <input {...inputProps} aria-label={label} aria-describedby={error ? errorId : undefined} />
    </Paper>
  )
}
