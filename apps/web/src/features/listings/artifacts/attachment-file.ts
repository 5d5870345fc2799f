import { artifactMessages } from "@ignite/contracts"

/** Spec 02 §9: attachments are at most 10,000,000 bytes. */
export const maxAttachmentBytes = 10_000_000

/**
 * Spec 02 §5: gif, jpeg, png, svg, pdf, doc, docm, docx, csv, xlsx, xlsb, xls, xlsm, plain text, ppt, pptm,
 * pptx. Browsers report some of these under more than one type, so the extension is offered too.
 */
export const acceptedAttachmentTypes: Readonly<Record<string, readonly string[]>> = {
  "image/gif": [".gif"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/svg+xml": [".svg"],
  "application/pdf": [".pdf"],
  "application/msword": [".doc"],
  "application/vnd.ms-word.document.macroEnabled.12": [".docm"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "text/csv": [".csv"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "application/vnd.ms-excel.sheet.binary.macroEnabled.12": [".xlsb"],
  "application/vnd.ms-excel": [".xls"],
  "application/vnd.ms-excel.sheet.macroEnabled.12": [".xlsm"],
  "text/plain": [".txt"],
  "application/vnd.ms-powerpoint": [".ppt"],
  "application/vnd.ms-powerpoint.presentation.macroEnabled.12": [".pptm"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": [".pptx"],
}

const acceptedExtensions = new Set(Object.values(acceptedAttachmentTypes).flat())

/**
 * Why a file cannot be attached, or undefined when it can: the size first (spec 02 §5 '10MB filesize
 * limit', before anything is uploaded), then the type by the browser's word or the extension. The server
 * judges the bytes again.
 */
export const attachmentFileError = (file: {
  readonly name: string
  readonly type: string
  readonly size: number
}): string | undefined => {
  if (file.size > maxAttachmentBytes) return artifactMessages.fileTooLarge
  const extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")).toLowerCase() : ""
  if (file.type in acceptedAttachmentTypes || acceptedExtensions.has(extension)) return undefined
  return artifactMessages.fileType
}
