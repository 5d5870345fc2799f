import { AppError } from "@ignite/contracts"
import type { ReferenceListKind } from "@ignite/contracts/events"
import { govUserOrganizationCategories } from "@ignite/contracts/reference"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  evolveReferenceList,
  initialReferenceListState,
  type ReferenceListEvent,
  type ReferenceListState,
} from "./reference-list"

export type ReferenceListCommand =
  | {
      readonly type: "AddReferenceItem"
      readonly name: string
      readonly longName?: string
      readonly categoryId?: string
      readonly adminId: string
    }
  | {
      readonly type: "RenameReferenceItem"
      readonly itemId: string
      readonly name: string
      readonly longName?: string
      readonly adminId: string
    }

const invalid = (path: string, message: string) =>
  new AppError("ValidationFailed", undefined, [{ path, message }])

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const nameTaken = (state: ReferenceListState, name: string, exceptId?: string) =>
  state.items.some((item) => item.id !== exceptId && sameName(item.name, name))

const addItem = (
  command: Extract<ReferenceListCommand, { type: "AddReferenceItem" }>,
  state: ReferenceListState,
  ctx: DecisionContext,
): ReferenceListEvent[] | AppError => {
  const name = command.name.trim()
  if (nameTaken(state, name)) return invalid("name", "has already been taken")
  if (state.kind !== "govUserOrganizations")
    return [
      {
        type: "ReferenceItemAdded",
        data: { kind: state.kind, itemId: ctx.newId(), name, addedBy: command.adminId },
      },
    ]
  const longName = command.longName?.trim()
  if (!longName) return invalid("longName", "required")
  if (!govUserOrganizationCategories.some((category) => category.id === command.categoryId))
    return invalid("categoryId", "must be one of the organisation categories")
  return [
    {
      type: "ReferenceItemAdded",
      data: {
        kind: state.kind,
        itemId: ctx.newId(),
        name,
        longName,
        categoryId: command.categoryId,
        addedBy: command.adminId,
      },
    },
  ]
}

const renameItem = (
  command: Extract<ReferenceListCommand, { type: "RenameReferenceItem" }>,
  state: ReferenceListState,
): ReferenceListEvent[] | AppError => {
  const item = state.items.find((candidate) => candidate.id === command.itemId)
  if (!item) return new AppError("NotFound")
  const name = command.name.trim()
  // only organisations have a long name; elsewhere it is ignored
  const longName = state.kind === "govUserOrganizations" ? command.longName?.trim() : undefined
  if (nameTaken(state, name, item.id)) return invalid("name", "has already been taken")
  if (item.name === name && (longName === undefined || longName === item.longName)) return []
  return [
    {
      type: "ReferenceItemRenamed",
      data: {
        kind: state.kind,
        itemId: item.id,
        name,
        ...(longName ? { longName } : {}),
        renamedBy: command.adminId,
      },
    },
  ]
}

export const decideReferenceList = (
  command: ReferenceListCommand,
  state: ReferenceListState,
  ctx: DecisionContext,
): ReferenceListEvent[] | AppError => {
  switch (command.type) {
    case "AddReferenceItem":
      return addItem(command, state, ctx)
    case "RenameReferenceItem":
      return renameItem(command, state)
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

/** One decider per list: its initial state is the list shipped in contracts. */
export const referenceListDecider = (
  kind: ReferenceListKind,
): Decider<ReferenceListCommand, ReferenceListEvent, ReferenceListState> => ({
  initialState: initialReferenceListState(kind),
  evolve: evolveReferenceList,
  decide: decideReferenceList,
})
