import { Button, type MantineSpacing, Paper, Stack, Text } from "@mantine/core"
import { useId } from "react"
import { dropAreaStyle, useFileDrop } from "./use-file-drop"

export interface DropAreaProps {
  /** Names the hidden file input for assistive technology. */
  readonly label: string
  /** The picker's `accept` attribute. */
  readonly accept: string
  /** Every dropped or picked file: the caller's own rule says what is wrong with it. */
  readonly onFile: (file: File) => void
  /** What the area says above its button: "Drag a JPEG or PNG image here, or". */
  readonly prompt: string
  readonly buttonLabel: string
  /** What may be dropped, in a line under the button. */
  readonly hint: string
  /** The caller's refusal of the last file, under the hint and describing the input. */
  readonly error?: string | undefined
  readonly disabled?: boolean
  readonly padding: MantineSpacing
}

/** A dashed area to drop one file on, with a button for the picker and the caller's error under it. */
export function DropArea({
  label,
  accept,
  onFile,
  prompt,
  buttonLabel,
  hint,
  error,
  disabled = false,
  padding,
}: DropAreaProps) {
  const { dragging, areaProps, inputProps, open } = useFileDrop({ onFile, accept, disabled })
  const errorId = useId()

  return (
    <Paper withBorder p={padding} {...areaProps} style={dropAreaStyle(dragging, error)}>
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">{prompt}</Text>
        <Button variant="light" size="xs" onClick={open} disabled={disabled}>
          {buttonLabel}
        </Button>
        <Text size="xs" c="dimmed">
          {hint}
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
