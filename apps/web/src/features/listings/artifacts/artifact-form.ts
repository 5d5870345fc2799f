import { type ArtifactKind, artifactMessages, isWebUrl, type ListingArtifact } from "@ignite/contracts"
import { formPrefixOf, hasTechnologyTypes } from "./artifact-kinds"
import { attachmentFileError } from "./attachment-file"

/** A row of the Files step: an existing attachment (with `id`) or a new one. */
export interface AttachmentRow {
  /** Stable across edits so React keeps each row's inputs. */
  readonly key: string
  readonly id?: string
  readonly name: string
  readonly description: string
  /** A newly chosen file; an existing attachment keeps its stored one when this stays null. */
  readonly file: File | null
  /** The stored file of an existing attachment, described in its row ("PDF, 12 kB"). */
  readonly stored?: {
    readonly mimeType: string
    readonly bytes: number
    readonly fileName: string | null
  }
  /** Removed existing attachments stay in the form and are sent with `destroy`. */
  readonly destroy: boolean
}

/** A row of the Links step. */
export interface LinkRow {
  readonly key: string
  readonly id?: string
  readonly name: string
  readonly description: string
  readonly url: string
  readonly destroy: boolean
}

export interface ArtifactFormValues {
  readonly name: string
  readonly description: string
  readonly url: string
  /** The newly cropped logo; null keeps the current one. */
  readonly logo: File | null
  readonly technologyTypeIds: string[]
  /** Yyyy-mm-dd or empty; use cases only. */
  readonly startDate: string
  readonly endDate: string
  readonly attachments: AttachmentRow[]
  readonly links: LinkRow[]
}

export const emptyArtifactForm: ArtifactFormValues = {
  name: "",
  description: "",
  url: "",
  logo: null,
  technologyTypeIds: [],
  startDate: "",
  endDate: "",
  attachments: [],
  links: [],
}

let rowCount = 0
/** A key for a new row. */
export const newRowKey = () => `new-${++rowCount}`

export const newAttachmentRow = (): AttachmentRow => ({
  key: newRowKey(),
  name: "",
  description: "",
  file: null,
  destroy: false,
})

export const newLinkRow = (): LinkRow => ({
  key: newRowKey(),
  name: "",
  description: "",
  url: "",
  destroy: false,
})

/** An artifact as the form edits it. */
export const formValuesOf = (artifact: ListingArtifact): ArtifactFormValues => ({
  name: artifact.name,
  description: artifact.description,
  url: artifact.url ?? "",
  logo: null,
  technologyTypeIds: artifact.listingArtifactTechnologyTypes.map((type) => type.technologyTypeId),
  startDate: artifact.startDate ?? "",
  endDate: artifact.endDate ?? "",
  attachments: artifact.listingArtifactAttachments.map((attachment) => ({
    key: attachment.id,
    id: attachment.id,
    name: attachment.name,
    description: attachment.description ?? "",
    file: null,
    stored: {
      mimeType: attachment.file.mimeType,
      bytes: attachment.file.bytes,
      fileName: attachment.file.fileName,
    },
    destroy: false,
  })),
  links: artifact.listingArtifactLinks.map((link) => ({
    key: link.id,
    id: link.id,
    name: link.name,
    description: link.description ?? "",
    url: link.url,
    destroy: false,
  })),
})

/**
 * Spec 02 §4: removing an existing item marks it destroyed (the server is told), removing a new one
 * deletes it from the form.
 */
export const withoutRow = <
  Row extends { readonly key: string; readonly id?: string; readonly destroy: boolean },
>(
  rows: readonly Row[],
  key: string,
): Row[] =>
  rows.flatMap((row) => (row.key !== key ? [row] : row.id === undefined ? [] : [{ ...row, destroy: true }]))

/** Problems by path, as the form's fields name them: `name`, `attachments.0.file`, `links.1.url`. */
export type ArtifactFormErrors = Partial<Record<string, string>>

const atLeastTwo = (value: string, message: string) => (value.trim().length >= 2 ? undefined : message)

/** Why a row's file cannot be sent: a new row needs one, an existing row keeps its stored file. */
const rowFileError = (row: AttachmentRow) => {
  if (row.file !== null) return attachmentFileError(row.file)
  return row.id === undefined ? artifactMessages.fileRequired : undefined
}

/**
 * Spec 02 §5, with the spec's texts: everything wrong with the form, keyed by path. Destroyed rows are not
 * checked: they are only sent to be removed.
 */
export const artifactFormErrors = (kind: ArtifactKind, values: ArtifactFormValues): ArtifactFormErrors => {
  const errors: Record<string, string> = {}
  const check = (path: string, message: string | undefined) => {
    if (message !== undefined) errors[path] = message
  }
  check("name", atLeastTwo(values.name, artifactMessages.minimumTwo))
  check("description", atLeastTwo(values.description, artifactMessages.descriptionMinimum))
  check("url", values.url.trim() === "" || isWebUrl(values.url) ? undefined : artifactMessages.invalidUrl)
  if (kind === "use_case" && values.endDate && values.startDate && values.endDate < values.startDate)
    check("endDate", artifactMessages.endBeforeStart)
  values.attachments.forEach((row, index) => {
    if (row.destroy) return
    check(`attachments.${index}.name`, atLeastTwo(row.name, artifactMessages.minimumTwo))
    check(`attachments.${index}.file`, rowFileError(row))
  })
  values.links.forEach((row, index) => {
    if (row.destroy) return
    check(`links.${index}.name`, atLeastTwo(row.name, artifactMessages.minimumTwo))
    check(`links.${index}.url`, isWebUrl(row.url) ? undefined : artifactMessages.invalidUrl)
  })
  return errors
}

/** The attachment `key` with a newly chosen file; a row without a name takes the file's, less its extension. */
export const withAttachmentFile = (
  rows: readonly AttachmentRow[],
  key: string,
  file: File,
): AttachmentRow[] =>
  rows.map((row) =>
    row.key !== key
      ? row
      : { ...row, file, name: row.name.trim() === "" ? file.name.replace(/\.[^.]+$/, "") : row.name },
  )

/** Which step holds a field: errors on a later step send the user there. */
export const stepOfField = (path: string): 0 | 1 | 2 =>
  path.startsWith("attachments") ? 1 : path.startsWith("links") ? 2 : 0

/**
 * The form as the REST collection takes it (spec 02 §7): multipart fields nested under the kind's prefix,
 * every row in the form's order (so the server's issue paths point at the same rows), removed existing rows
 * with `destroy`, new files as parts whose filename the server keeps.
 */
export const artifactFormData = (
  kind: ArtifactKind,
  values: ArtifactFormValues,
  before: readonly string[] = [],
): FormData => {
  const prefix = formPrefixOf(kind)
  const form = new FormData()
  const put = (name: string, value: string) => form.append(`${prefix}${name}`, value)
  put("[name]", values.name.trim())
  put("[description]", values.description.trim())
  put("[url]", values.url.trim())
  if (values.logo) form.append(`${prefix}[logo]`, values.logo, values.logo.name)
  if (kind === "use_case") {
    put("[startDate]", values.startDate)
    put("[endDate]", values.endDate)
  }
  if (hasTechnologyTypes(kind)) {
    const kept = values.technologyTypeIds
    const dropped = before.filter((id) => !kept.includes(id))
    ;[...kept.map((id) => ({ id, destroy: false })), ...dropped.map((id) => ({ id, destroy: true }))].forEach(
      (type, index) => {
        const at = `[listingArtifactTechnologyTypesAttributes][${index}]`
        put(`${at}[technologyTypeId]`, type.id)
        if (type.destroy) put(`${at}[destroy]`, "true")
      },
    )
  }
  values.attachments.forEach((row, index) => {
    const at = `[listingArtifactAttachmentsAttributes][${index}]`
    if (row.id !== undefined) put(`${at}[id]`, row.id)
    // A removed row still carries its fields: the contract decodes every row the same way.
    if (row.destroy) put(`${at}[destroy]`, "true")
    put(`${at}[name]`, row.name.trim())
    put(`${at}[description]`, row.description.trim())
    if (row.file && !row.destroy) form.append(`${prefix}${at}[file]`, row.file, row.file.name)
  })
  values.links.forEach((row, index) => {
    const at = `[listingArtifactLinksAttributes][${index}]`
    if (row.id !== undefined) put(`${at}[id]`, row.id)
    if (row.destroy) put(`${at}[destroy]`, "true")
    put(`${at}[name]`, row.name.trim())
    put(`${at}[description]`, row.description.trim())
    put(`${at}[url]`, row.url.trim())
  })
  return form
}

const serverLists: Record<string, string> = {
  listingArtifactAttachmentsAttributes: "attachments",
  listingArtifactLinksAttributes: "links",
  listingArtifactTechnologyTypesAttributes: "technologyTypeIds",
}

/**
 * A ValidationFailed issue's path as the form names the field: `listingArtifactLinksAttributes.0.url` →
 * `links.0.url`, an attachment's `fileName` → its `file`; technology type issues go to the select.
 */
export const formPathOf = (serverPath: string): string => {
  const [head = "", ...rest] = serverPath.split(".")
  const list = serverLists[head]
  if (list === "technologyTypeIds") return list
  if (list === undefined) return head
  const [index, field] = rest
  if (index === undefined) return list
  return `${list}.${index}.${field === "fileName" ? "file" : (field ?? "name")}`
}

/** The server's field problems keyed by form path, first message per field. */
export const formErrorsOf = (
  details: ReadonlyArray<{ readonly path: string; readonly message: string }>,
): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const { path, message } of details) errors[formPathOf(path)] ??= message
  return errors
}
