import { Button, Paper, Stack, Text } from "@mantine/core"
import { useId } from "react"
import { useDropzone } from "react-dropzone"
import { acceptedAttachmentTypes } from "../attachment-file"

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
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: acceptedAttachmentTypes as Record<string, string[]>,
    multiple: false,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, refused) => {
      const file = accepted[0] ?? refused[0]?.file
      if (file) onFile(file)
    },
  })
  return (
    <Paper
      withBorder
      p="sm"
      {...getRootProps()}
      data-dragging={isDragActive || undefined}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: error
          ? "var(--mantine-color-error)"
          : isDragActive
            ? "var(--mantine-primary-color-filled)"
            : undefined,
        background: isDragActive ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
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
      <input {...getInputProps()} aria-label={label} aria-describedby={error ? errorId : undefined} />
    </Paper>
  )
}
