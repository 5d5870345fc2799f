import { AppError, decodeInput } from "@ignite/contracts"
import type { ReferenceListKind } from "@ignite/contracts/events"
import { AddReferenceItemInput, RenameReferenceItemInput } from "@ignite/contracts/reference"
import { commandRunner, fold, type ServiceDeps } from "@ignite/platform"
import { type ReferenceItem, type ReferenceListEvent, referenceListStreamId } from "./reference-list"
import { type ReferenceListCommand, referenceListDecider } from "./reference-list.decide"

/** Admins keep the technology types, business classifications and organisations; anyone reads them. */
export interface ReferenceService {
  add(adminId: string, kind: ReferenceListKind, input: unknown): Promise<ReferenceItem>
  rename(adminId: string, kind: ReferenceListKind, itemId: string, input: unknown): Promise<ReferenceItem>
  /** The list as it stands: shipped items, renamed, then the added ones. */
  list(kind: ReferenceListKind): Promise<readonly ReferenceItem[]>
}

export const createReferenceService = (deps: ServiceDeps): ReferenceService => {
  const { store } = deps
  const commands = commandRunner(deps)
  const run = async (kind: ReferenceListKind, command: ReferenceListCommand) =>
    commands.run(referenceListDecider(kind), referenceListStreamId(kind), command, command.adminId)

  return {
    async add(adminId, kind, input) {
      const valid = decodeInput(AddReferenceItemInput, input)
      const { state, events } = await run(kind, { type: "AddReferenceItem", ...valid, adminId })
      const added = events[0]
      if (!added) throw new AppError("InternalError")
      return state.items.find((item) => item.id === added.data.itemId)!
    },
    async rename(adminId, kind, itemId, input) {
      const valid = decodeInput(RenameReferenceItemInput, input)
      const { state } = await run(kind, { type: "RenameReferenceItem", itemId, ...valid, adminId })
      return state.items.find((item) => item.id === itemId)!
    },
    async list(kind) {
      const { events } = await store.readStream(referenceListStreamId(kind))
      return fold(referenceListDecider(kind), events as unknown as ReferenceListEvent[]).items
    },
  }
}
