import { AppError, type ArtifactKind } from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"
import { type ArtifactEvent, type ArtifactState, evolveArtifact, initialArtifactState } from "./artifact"
import { type ArtifactForm, artifactFormIssues } from "./artifact-form"

/** Who owns it and which listing it belongs to are the caller's word (membership checked in its transaction). */
export type ArtifactCommand =
  | {
      readonly type: "CreateArtifact"
      readonly artifactId: string
      readonly listingId: string
      readonly accountId: string
      readonly kind: ArtifactKind
      readonly by: string
      readonly form: ArtifactForm
      /** A newly stored logo. */
      readonly logoPath?: string
    }
  /** `listingId` and `kind` as the caller addressed it: an artifact of another listing or kind is not found. */
  | {
      readonly type: "EditArtifact"
      readonly listingId: string
      readonly kind: ArtifactKind
      readonly by: string
      readonly form: ArtifactForm
      readonly logoPath?: string
    }
  | {
      readonly type: "RemoveArtifact"
      readonly listingId: string
      readonly kind: ArtifactKind
      readonly by: string
    }

const text = (value: string | undefined) => value?.trim() || null
/** Only a known name is written: events without one stay as they were. */
const fileNameOf = (fileName: string | undefined) => (fileName ? { fileName } : {})

/** Rails-style nested items: an id updates or (destroy) removes that item, no id adds one; absent keeps all. */
const nextItems = <
  Item extends { readonly id: string },
  Attribute extends { readonly id?: string; readonly destroy?: boolean },
>(
  current: readonly Item[],
  attributes: readonly Attribute[] | undefined,
  update: (attribute: Attribute, existing: Item | undefined) => Item,
): Item[] => {
  if (!attributes) return [...current]
  const byId = new Map(current.map((item) => [item.id, item]))
  const added: Item[] = []
  for (const attribute of attributes) {
    const existing = attribute.id === undefined ? undefined : byId.get(attribute.id)
    if (existing) {
      if (attribute.destroy) byId.delete(existing.id)
      else byId.set(existing.id, update(attribute, existing))
    } else if (!attribute.destroy) added.push(update(attribute, undefined))
  }
  return [...byId.values(), ...added]
}

/** Technology types are named by their own id: destroy removes it, anything else keeps it once. */
const nextTechnologyTypes = (current: readonly string[], form: ArtifactForm): string[] => {
  const attributes = form.listingArtifactTechnologyTypesAttributes
  if (!attributes) return [...current]
  const ids = new Set(current)
  for (const attribute of attributes) {
    if (attribute.destroy) ids.delete(attribute.id ?? attribute.technologyTypeId)
    else {
      if (attribute.id !== undefined) ids.delete(attribute.id)
      ids.add(attribute.technologyTypeId)
    }
  }
  return [...ids]
}

const contentOf = (
  kind: ArtifactKind,
  form: ArtifactForm,
  current: ArtifactContent | null,
  logoPath: string | undefined,
  ctx: DecisionContext,
): ArtifactContent => ({
  name: form.name.trim(),
  description: form.description.trim(),
  url: text(form.url),
  logoPath: logoPath ?? current?.logoPath ?? null,
  startDate: kind === "use_case" ? (text(form.startDate)?.slice(0, 10) ?? null) : null,
  endDate: kind === "use_case" ? (text(form.endDate)?.slice(0, 10) ?? null) : null,
  technologyTypeIds: kind === "use_case" ? [] : nextTechnologyTypes(current?.technologyTypeIds ?? [], form),
  attachments: nextItems(
    current?.attachments ?? [],
    form.listingArtifactAttachmentsAttributes,
    (a, existing) => ({
      id: existing?.id ?? ctx.newId(),
      name: a.name.trim(),
      description: text(a.description),
      // an existing attachment keeps its file unless a new one was sent
      path: a.file?.path ?? existing?.path ?? "",
      mimeType: a.file?.mimeType ?? existing?.mimeType ?? "",
      bytes: a.file?.bytes ?? existing?.bytes ?? 0,
      ...fileNameOf(a.file ? a.file.fileName : existing?.fileName),
    }),
  ),
  links: nextItems(current?.links ?? [], form.listingArtifactLinksAttributes, (l, existing) => ({
    id: existing?.id ?? ctx.newId(),
    name: l.name.trim(),
    description: text(l.description),
    url: l.url.trim(),
  })),
})

const invalid = (kind: ArtifactKind, form: ArtifactForm, current: ArtifactContent | null) => {
  const issues = artifactFormIssues(kind, form, current)
  return issues.length > 0 ? new AppError("ValidationFailed", undefined, issues) : undefined
}

export const decideArtifact = (
  command: ArtifactCommand,
  state: ArtifactState,
  ctx: DecisionContext,
): ArtifactEvent[] | AppError => {
  if (command.type === "CreateArtifact") {
    if (state.status !== "none") return new AppError("Conflict")
    const { artifactId, listingId, accountId, kind, by, form } = command
    const refused = invalid(kind, form, null)
    if (refused) return refused
    return [
      {
        type: "ListingArtifactCreated",
        data: {
          artifactId,
          listingId,
          accountId,
          kind,
          createdBy: by,
          artifact: contentOf(kind, form, null, command.logoPath, ctx),
        },
      },
    ]
  }
  // removed, never created, or addressed under another listing or kind: all the same to the caller
  if (state.status !== "live" || state.listingId !== command.listingId || state.kind !== command.kind)
    return new AppError("ArtifactNotFound")
  const { artifactId, listingId, accountId, kind } = state
  switch (command.type) {
    case "EditArtifact": {
      const refused = invalid(kind, command.form, state.content)
      if (refused) return refused
      const artifact = contentOf(kind, command.form, state.content, command.logoPath, ctx)
      if (JSON.stringify(artifact) === JSON.stringify(state.content)) return []
      return [
        {
          type: "ListingArtifactEdited",
          data: { artifactId, listingId, accountId, kind, editedBy: command.by, artifact },
        },
      ]
    }
    case "RemoveArtifact":
      return [
        {
          type: "ListingArtifactRemoved",
          data: { artifactId, listingId, accountId, kind, removedBy: command.by },
        },
      ]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const artifactDecider: Decider<ArtifactCommand, ArtifactEvent, ArtifactState> = {
  initialState: initialArtifactState,
  evolve: evolveArtifact,
  decide: decideArtifact,
}
