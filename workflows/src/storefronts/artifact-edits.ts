import {
  AppError,
  type ArtifactFormInput,
  type ArtifactKind,
  artifactMessages,
  bytesOf,
  type FieldIssue,
  type FormFile,
  listingMessages,
  profileMessages,
  sizeOf,
} from "@ignite/contracts"
import type { AccountsService } from "@ignite/domain-accounts"
import {
  type ArtifactForm,
  type ArtifactsService,
  artifactFormIssues,
  type ListingsService,
} from "@ignite/domain-listings"
import {
  attachmentContentTypes,
  checkAttachment,
  FileRejected,
  type FileStore,
  ImageRejected,
  reencodeImage,
  type Sql,
  safeFileName,
  type Tx,
} from "@ignite/platform"
import type { ReferenceLists } from "../reads/reference-lists"
import { processLogo } from "./storefront-edits"

const attachmentsPath = "listingArtifactAttachmentsAttributes"

/** A refused file in the form's words; one too large is the request's refusal (413), as for every upload. */
const fileIssue = (error: unknown, index: number): FieldIssue => {
  if (error instanceof ImageRejected) {
    if (error.reason === "too-large") throw new AppError("PayloadTooLarge", artifactMessages.fileTooLarge)
    // the words the headshot and logo uploads use for the same refusals
    return error.reason === "too-many-pixels"
      ? {
          path: `${attachmentsPath}.${index}.file`,
          message: profileMessages.headshotTooManyPixels,
          code: "too_many_pixels",
        }
      : {
          path: `${attachmentsPath}.${index}.file`,
          message: profileMessages.headshotUnreadable,
          code: "unreadable",
        }
  }
  if (!(error instanceof FileRejected)) throw error
  if (error.reason === "too-large") throw new AppError("PayloadTooLarge", artifactMessages.fileTooLarge)
  return {
    path: `${attachmentsPath}.${index}.file`,
    message: error.reason === "unsafe-content" ? artifactMessages.fileUnsafe : artifactMessages.fileType,
    code: error.reason === "unsafe-content" ? "unsafe_content" : "file_type",
  }
}

/**
 * An attachment's new file read and checked by content, images re-encoded: the bytes to store and the type it
 * is stored and served as. Throws FileRejected or ImageRejected.
 */
const checkedAttachment = async (file: FormFile, fileName: string | undefined) => {
  const bytes = await bytesOf(file)
  const type = checkAttachment(bytes, fileName ?? "")
  // raster images are stored as re-encoded, so no camera metadata (GPS) or hidden bytes reach readers;
  // an SVG is served as a download only, and other types are not shown inline at all
  const stored =
    type === "jpeg" || type === "png" || type === "gif" ? await reencodeImage(bytes, type) : bytes
  return { bytes: stored, type }
}

/**
 * Services, products and use cases end to end: the caller must be a member of the owning account; every
 * rule (the decider's, the lists', each file's content) is checked before the form is saved. Files are read
 * one at a time (a form of twenty 10 MB files is never held in memory) and stored as they pass, only while
 * the form may still be saved; a refused form, or a command that then fails, discards what was stored.
 */
export const createArtifactEdits = (deps: {
  sql: Sql
  accounts: AccountsService
  listings: ListingsService
  artifacts: ArtifactsService
  referenceLists: ReferenceLists
  files: FileStore
}) => {
  /** The listing's owning account, if the user is one of its members (NotAccountMember if not). */
  const asMember = async (tx: Tx, userId: string, listingId: string) => {
    const listing = await deps.listings.listingState(tx, listingId)
    if (listing.status !== "open") throw new AppError("NotFound", listingMessages.loadFailed)
    await deps.accounts.memberStanding(tx, listing.accountId, userId)
    return listing.accountId
  }
  const liveArtifact = async (tx: Tx, artifactId: string, listingId: string, kind: ArtifactKind) => {
    const artifact = await deps.artifacts.artifactState(tx, artifactId)
    if (artifact.status !== "live" || artifact.listingId !== listingId || artifact.kind !== kind)
      throw new AppError("ArtifactNotFound")
    return artifact.content
  }

  const unknownTechnologyTypes = async (form: ArtifactFormInput): Promise<FieldIssue[]> => {
    const known = new Set((await deps.referenceLists("technologyTypes")).map((t) => t.id))
    const named = (form.listingArtifactTechnologyTypesAttributes ?? []).filter((t) => !t.destroy)
    return named.some((t) => !known.has(t.technologyTypeId))
      ? [
          {
            path: "listingArtifactTechnologyTypesAttributes",
            message: artifactMessages.unknownTechnologyType,
            code: "unknown_item",
          },
        ]
      : []
  }

  /** The form as the decider takes it, with each new file as stored (or as it will be, for the checks). */
  const formWith = (
    form: ArtifactFormInput,
    stored: ReadonlyMap<number, { path: string; mimeType: string; bytes: number; fileName?: string }>,
  ): ArtifactForm => {
    const { logo: _logo, listingArtifactAttachmentsAttributes: attachments, ...fields } = form
    return {
      ...fields,
      ...(attachments
        ? {
            listingArtifactAttachmentsAttributes: attachments.map(
              ({ file: _file, fileName: _fileName, ...attachment }, i) => {
                const file = stored.get(i)
                return file ? { ...attachment, file } : attachment
              },
            ),
          }
        : {}),
    }
  }

  /**
   * Every check (the files' as each is stored), then `decide` in a transaction that checks membership again
   * (it may have changed meanwhile); the stored files go again when anything fails.
   */
  const save = async (
    userId: string,
    listingId: string,
    kind: ArtifactKind,
    form: ArtifactFormInput,
    current: (tx: Tx) => Promise<Parameters<typeof artifactFormIssues>[2]>,
    decide: (tx: Tx, accountId: string, decided: ArtifactForm, logoPath?: string) => Promise<string>,
  ): Promise<string> => {
    const existing = await deps.sql.transaction(async (tx) => {
      await asMember(tx, userId, listingId)
      return current(tx)
    })
    const sent = (form.listingArtifactAttachmentsAttributes ?? []).flatMap((attachment, index) =>
      // a browser sends an empty part for a file input left alone: no new file
      !attachment.destroy && attachment.file && sizeOf(attachment.file) > 0
        ? [{ index, file: attachment.file, fileName: attachment.fileName }]
        : [],
    )
    // the decider asks only whether a new attachment has a file: each one sent counts, whatever its check finds
    const placeholders = new Map(sent.map(({ index }) => [index, { path: "", mimeType: "", bytes: 0 }]))
    const formIssues = artifactFormIssues(kind, formWith(form, placeholders), existing)
    const listIssues = await unknownTechnologyTypes(form)
    const fileIssues: FieldIssue[] = []
    const storedPaths: string[] = []
    try {
      const stored = new Map<number, { path: string; mimeType: string; bytes: number; fileName?: string }>()
      for (const { index, file, fileName } of sent) {
        try {
          const checked = await checkedAttachment(file, fileName)
          if (formIssues.length > 0 || listIssues.length > 0 || fileIssues.length > 0) continue
          const { path } = await deps.files.put("attachments", checked.bytes, checked.type)
          storedPaths.push(path)
          const safeName = safeFileName(fileName)
          stored.set(index, {
            path,
            mimeType: attachmentContentTypes[checked.type],
            bytes: checked.bytes.length,
            ...(safeName ? { fileName: safeName } : {}),
          })
        } catch (error) {
          fileIssues.push(fileIssue(error, index))
        }
      }
      const issues = [...formIssues, ...fileIssues, ...listIssues]
      if (issues.length > 0) throw new AppError("ValidationFailed", undefined, issues)
      const logo = form.logo && sizeOf(form.logo) > 0 ? await processLogo(form.logo) : undefined
      const logoPath = logo ? (await deps.files.put("logos", logo, "jpg")).path : undefined
      if (logoPath) storedPaths.push(logoPath)
      return await deps.sql.transaction(async (tx) => {
        const accountId = await asMember(tx, userId, listingId)
        return decide(tx, accountId, formWith(form, stored), logoPath)
      })
    } catch (error) {
      await Promise.all(storedPaths.map((path) => deps.files.discard(path)))
      throw error
    }
  }

  return {
    /** A new service, product or use case of the listing: its id. */
    create: (userId: string, listingId: string, kind: ArtifactKind, form: ArtifactFormInput) =>
      save(
        userId,
        listingId,
        kind,
        form,
        async () => null,
        (tx, accountId, decided, logoPath) =>
          deps.artifacts.create(tx, { listingId, accountId, kind, by: userId, form: decided, logoPath }),
      ),

    async edit(
      userId: string,
      listingId: string,
      kind: ArtifactKind,
      artifactId: string,
      form: ArtifactFormInput,
    ): Promise<void> {
      await save(
        userId,
        listingId,
        kind,
        form,
        (tx) => liveArtifact(tx, artifactId, listingId, kind),
        async (tx, _accountId, decided, logoPath) => {
          await deps.artifacts.edit(tx, artifactId, { listingId, kind, by: userId, form: decided, logoPath })
          return artifactId
        },
      )
    },

    async remove(userId: string, listingId: string, kind: ArtifactKind, artifactId: string): Promise<void> {
      await deps.sql.transaction(async (tx) => {
        await asMember(tx, userId, listingId)
        await deps.artifacts.remove(tx, artifactId, { listingId, kind, by: userId })
      })
    },
  }
}

export type ArtifactEdits = ReturnType<typeof createArtifactEdits>
