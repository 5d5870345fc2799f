import { useState } from "react"
import { newAttachmentRow, withAttachmentFile } from "../artifact-form"
import { attachmentFileError } from "../attachment-file"
import type { ArtifactForm } from "../hooks/use-artifact-form"
import { AttachmentDrop } from "./attachment-drop"
import { RowsStep } from "./rows-step"

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
  // Checked before anything is sent: a refused file is not kept (spec 02 §5), its row says why until
  // another file is chosen.
  const [refusedFiles, setRefusedFiles] = useState<Readonly<Record<string, string>>>({})
  const choose = (key: string, file: File) => {
    const problem = attachmentFileError(file)
    setRefusedFiles(({ [key]: _, ...others }) => (problem ? { ...others, [key]: problem } : others))
    if (!problem) form.setField("attachments", (rows) => withAttachmentFile(rows, key, file))
  }
  return (
    <RowsStep form={form} busy={busy} list="attachments" noun="Attachment" newRow={newAttachmentRow}>
      {(row, index, position) => {
        const fileError = refusedFiles[row.key] ?? form.errorOf(`attachments.${index}.file`)
        return (
          <AttachmentDrop
            label={`File for attachment ${position + 1}`}
            fileName={row.file?.name ?? (row.stored ? storedLabel(row.stored) : null)}
            disabled={busy}
            {...(fileError !== undefined ? { error: fileError } : {})}
            onFile={(file) => choose(row.key, file)}
          />
        )
      }}
    </RowsStep>
  )
}
