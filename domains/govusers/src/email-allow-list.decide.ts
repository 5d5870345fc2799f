import { AppError, govUserMessages, isAllowEntry, normalizeAllowEntry } from "@ignite/contracts"
import type { Decider } from "@ignite/platform"
import {
  evolveAllowList,
  type GovEmailAllowListEvent,
  type GovEmailAllowListState,
  initialAllowListState,
} from "./email-allow-list"

export type GovEmailAllowListCommand =
  | { type: "AddEntry"; entry: string; actorId: string }
  | { type: "RemoveEntry"; entry: string; actorId: string }

const invalid = () =>
  new AppError("ValidationFailed", govUserMessages.allowListEntryInvalid, [
    { path: "entry", message: govUserMessages.allowListEntryInvalid },
  ])

export const govEmailAllowListDecider: Decider<
  GovEmailAllowListCommand,
  GovEmailAllowListEvent,
  GovEmailAllowListState
> = {
  initialState: initialAllowListState,
  evolve: evolveAllowList,
  decide(command, state, ctx) {
    const entry = normalizeAllowEntry(command.entry)
    const at = ctx.now.toISOString()
    switch (command.type) {
      case "AddEntry":
        if (!isAllowEntry(entry)) return invalid()
        if (state.entries.includes(entry))
          return new AppError("Conflict", govUserMessages.allowListEntryExists, undefined, 409)
        return [{ type: "GovEmailAllowEntryAdded", data: { entry, addedBy: command.actorId, at } }]
      case "RemoveEntry":
        if (!state.entries.includes(entry))
          return new AppError("NotFound", govUserMessages.allowListEntryMissing)
        return [{ type: "GovEmailAllowEntryRemoved", data: { entry, removedBy: command.actorId, at } }]
      default: {
        const _exhaustive: never = command
        return new AppError("BadRequest")
      }
    }
  },
}
