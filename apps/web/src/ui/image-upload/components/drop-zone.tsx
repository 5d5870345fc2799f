import { DropArea } from "../../file-drop/drop-area"
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
  return (
    <DropArea
      label={label}
      accept={acceptAttribute}
      onFile={onFile}
      prompt="Drag a JPEG or PNG image here, or"
      buttonLabel="Choose image"
      hint="Up to 10 MB. You crop it to a square next."
      error={error}
      disabled={disabled}
      padding="md"
    />
  )
}
