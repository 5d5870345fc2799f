import {
  type ArtifactAttachmentInput,
  ArtifactDate,
  type ArtifactFormInput,
  type ArtifactKind,
  ArtifactUrl,
  artifactMessages,
  type FieldIssue,
} from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import { Option, Schema } from "effect"

/** A file already stored and checked by content: what an attachment keeps in the events. */
export interface StoredAttachmentFile {
  readonly path: string
  readonly mimeType: string
  readonly bytes: number
  readonly fileName?: string
}

/** A nested attachment as the decider gets it: its file, if newly sent, already checked and stored. */
export type ArtifactAttachmentItem = Omit<ArtifactAttachmentInput, "file" | "fileName"> & {
  readonly file?: StoredAttachmentFile
}

/** The create/edit form without bytes: the logo and attachments' files are stored before deciding. */
export type ArtifactForm = Omit<ArtifactFormInput, "logo" | "listingArtifactAttachmentsAttributes"> & {
  readonly listingArtifactAttachmentsAttributes?: readonly ArtifactAttachmentItem[]
}

const isUrl = (value: string) => Option.isSome(Schema.decodeUnknownOption(ArtifactUrl)(value))
const isDate = (value: string) => Option.isSome(Schema.decodeUnknownOption(ArtifactDate)(value))
const filled = (value: string | undefined) => (value ?? "").trim().length > 0
const short = (value: string) => value.trim().length < 2

const issue = (path: string, message: string, code: string): FieldIssue => ({ path, message, code })

/** Nested items naming an id the artifact does not have: refused, never silently added or ignored. */
const unknownIds = (
  path: string,
  items: ReadonlyArray<{ readonly id?: string }> | undefined,
  known: ReadonlySet<string>,
): FieldIssue[] =>
  (items ?? []).flatMap((item, i) =>
    item.id !== undefined && !known.has(item.id)
      ? [issue(`${path}.${i}.id`, artifactMessages.unknownItem, "unknown_item")]
      : [],
  )

const kindIssues = (kind: ArtifactKind, form: ArtifactForm): FieldIssue[] => {
  const issues: FieldIssue[] = []
  const kept = (form.listingArtifactTechnologyTypesAttributes ?? []).filter((item) => !item.destroy)
  if (kind === "use_case") {
    if (kept.length > 0)
      issues.push(
        issue("listingArtifactTechnologyTypesAttributes", artifactMessages.notForKind, "not_for_kind"),
      )
    for (const field of ["startDate", "endDate"] as const)
      if (filled(form[field]) && !isDate(form[field]!))
        issues.push(issue(field, artifactMessages.invalidDate, "invalid_date"))
    const [start, end] = [form.startDate?.trim().slice(0, 10), form.endDate?.trim().slice(0, 10)]
    if (start && end && isDate(start) && isDate(end) && end < start)
      issues.push(issue("endDate", artifactMessages.endBeforeStart, "end_before_start"))
  } else
    for (const field of ["startDate", "endDate"] as const)
      if (filled(form[field])) issues.push(issue(field, artifactMessages.notForKind, "not_for_kind"))
  return issues
}

/**
 * Every rule of the artifact form (spec 02 §5) the decider holds, whoever calls it (the gateway's schemas
 * check the same texts first; demo data and imports come here directly). `current`: the artifact being
 * edited, whose nested items' ids are the only ones an item may name.
 */
export const artifactFormIssues = (
  kind: ArtifactKind,
  form: ArtifactForm,
  current: ArtifactContent | null,
): FieldIssue[] => {
  const issues: FieldIssue[] = []
  if (short(form.name)) issues.push(issue("name", artifactMessages.minimumTwo, "insufficient_length"))
  if (short(form.description))
    issues.push(issue("description", artifactMessages.descriptionMinimum, "insufficient_length"))
  if (filled(form.url) && !isUrl(form.url!))
    issues.push(issue("url", artifactMessages.invalidUrl, "invalid_url"))
  issues.push(...kindIssues(kind, form))

  const links = form.listingArtifactLinksAttributes
  issues.push(
    ...unknownIds("listingArtifactLinksAttributes", links, new Set(current?.links.map((l) => l.id))),
  )
  ;(links ?? []).forEach((link, i) => {
    if (link.destroy) return
    if (short(link.name))
      issues.push(
        issue(`listingArtifactLinksAttributes.${i}.name`, artifactMessages.minimumTwo, "insufficient_length"),
      )
    if (!isUrl(link.url))
      issues.push(
        issue(`listingArtifactLinksAttributes.${i}.url`, artifactMessages.invalidUrl, "invalid_url"),
      )
  })

  const attachments = form.listingArtifactAttachmentsAttributes
  issues.push(
    ...unknownIds(
      "listingArtifactAttachmentsAttributes",
      attachments,
      new Set(current?.attachments.map((a) => a.id)),
    ),
  )
  ;(attachments ?? []).forEach((attachment, i) => {
    if (attachment.destroy) return
    const path = `listingArtifactAttachmentsAttributes.${i}`
    if (short(attachment.name))
      issues.push(issue(`${path}.name`, artifactMessages.minimumTwo, "insufficient_length"))
    if (attachment.id === undefined && !attachment.file)
      issues.push(issue(`${path}.file`, artifactMessages.fileRequired, "required"))
  })

  // technology types are named by their own id (the read model shows no other)
  issues.push(
    ...unknownIds(
      "listingArtifactTechnologyTypesAttributes",
      form.listingArtifactTechnologyTypesAttributes,
      new Set(current?.technologyTypeIds),
    ),
  )
  return issues
}
