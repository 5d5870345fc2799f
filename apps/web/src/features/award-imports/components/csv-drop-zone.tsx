import { Button, Paper, Stack, Text } from "@mantine/core"
import { useId } from "react"
import { dropAreaStyle, useFileDrop } from "../../../ui/file-drop/use-file-drop"

export interface CsvDropZoneProps {
  readonly onFile: (file: File) => void
  readonly disabled?: boolean
}

/** Drop an SBIR.gov award export on the dashed area, or pick one. */
export function CsvDropZone({ onFile, disabled = false }: CsvDropZoneProps) {
  const { dragging, areaProps, inputProps, open } = useFileDrop({ onFile, accept: ".csv,text/csv", disabled })
  const hintId = useId()

  return (
    <Paper withBorder p="xl" {...areaProps} style={dropAreaStyle(dragging)}>
      <Stack align="center" gap={6} ta="center">
        <Text size="sm">Drag an SBIR.gov award file (.csv) here, or</Text>
        <Button variant="light" onClick={open} disabled={disabled}>
          Choose file
        </Button>
        <Text size="xs" c="dimmed" id={hintId}>
          The award export from SBIR.gov, up to 2 GB. Rows already imported are not imported twice.
        </Text>
      </Stack>
      <input {...inputProps} aria-label="SBIR.gov award file" aria-describedby={hintId} />
    </Paper>
  )
}
