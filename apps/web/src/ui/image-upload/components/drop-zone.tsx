import { Button, Paper, Stack, Text } from "@mantine/core"
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from "react"
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
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const errorId = useId()

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return
    event.preventDefault()
    event.dataTransfer.dropEffect = "copy"
    setDragging(true)
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    // Cleared, so picking the same file again after going back still reports it.
    event.currentTarget.value = ""
    if (file) onFile(file)
  }

  return (
    <Paper
      withBorder
      p="md"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: error
          ? "var(--mantine-color-error)"
          : dragging
            ? "var(--mantine-primary-color-filled)"
            : undefined,
        background: dragging ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">Drag a JPEG or PNG image here, or</Text>
        <Button variant="light" size="xs" onClick={() => input.current?.click()} disabled={disabled}>
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
      <input
        ref={input}
        type="file"
        accept={acceptAttribute}
        hidden
        disabled={disabled}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      />
    </Paper>
  )
}
