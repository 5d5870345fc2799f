import { DropArea } from "../../../../ui/file-drop/drop-area"
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
  return (
    <DropArea
      label={label}
      accept={accept}
      onFile={onFile}
      prompt={fileName ?? "Drag a file here, or"}
      buttonLabel={fileName ? "Choose another file" : "Choose file"}
      hint="Images, PDF, Word, Excel, PowerPoint, CSV or text; up to 10 MB."
      error={error}
      disabled={disabled}
      padding="sm"
    />
  )
}
