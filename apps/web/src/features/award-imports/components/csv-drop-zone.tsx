import { Button, Paper, Stack, Text } from "@mantine/core"
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from "react"

export interface CsvDropZoneProps {
  readonly onFile: (file: File) => void
  readonly disabled?: boolean
}

/** Drop an SBIR.gov award export on the dashed area, or pick one. */
export function CsvDropZone({ onFile, disabled = false }: CsvDropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const hintId = useId()

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
    // Cleared, so choosing the same file again (after fixing it) still reports it.
    event.currentTarget.value = ""
    if (file) onFile(file)
  }

  return (
    <Paper
      withBorder
      p="xl"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: dragging ? "var(--mantine-primary-color-filled)" : undefined,
        background: dragging ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">Drag an SBIR.gov award file (.csv) here, or</Text>
        <Button variant="light" onClick={() => input.current?.click()} disabled={disabled}>
          Choose file
        </Button>
        <Text size="xs" c="dimmed" id={hintId}>
          The award export from SBIR.gov, up to 2 GB. Rows already imported are not imported twice.
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        disabled={disabled}
        aria-label="SBIR.gov award file"
        aria-describedby={hintId}
        onChange={onChange}
      />
    </Paper>
  )
}
