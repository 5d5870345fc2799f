import { Button, Paper, Stack, Text } from "@mantine/core"
import { useId } from "react"
import { dropAreaStyle, useFileDrop } from "../../file-drop/use-file-drop"
import { acceptAttribute } from "../image-file"

export interface DropZoneProps {
  /** Names the hidden file input for assistive technology. */
  readonly label: string
  readonly onFile: (file: File) => void
  readonly error?: string
  readonly disabled?: boolean
}

/** Upload mode: drop a file on the dashed area, or pick one. */
export function DropZone({ label, onFile, error, disabled = false }: DropZoneProps) {
  const { dragging, areaProps, inputProps, open } = useFileDrop({ onFile, accept: acceptAttribute, disabled })
  const errorId = useId()

  return (
    <Paper withBorder p="md" {...areaProps} style={dropAreaStyle(dragging, error)}>
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">Drag a JPEG or PNG image here, or</Text>
        <Button variant="light" size="xs" onClick={open} disabled={disabled}>
          Choose image
        </Button>
        <Text size="xs" c="dimmed">
          Up to 10 MB. You crop it to a square next.
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
