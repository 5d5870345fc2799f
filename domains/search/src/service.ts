import { randomUUID } from "node:crypto"
import { CreateSavedSearchInput, decodeInput, RenameSavedSearchInput } from "@ignite/contracts"
import { type EventStore, handleCommand } from "@ignite/platform"
import { savedSearchStreamId } from "./saved-search"
import { type SavedSearchCommand, savedSearchDecider } from "./saved-search.decide"

/** The search domain's commands. Answers carry ids only: readers read the read model. */
export interface SearchService {
  /** Starts a saved search for the user; answers its id. */
  create(userId: string, input: unknown): Promise<string>
  rename(userId: string, savedSearchId: string, input: unknown): Promise<void>
}

export const createSearchService = ({
  store,
  now = () => new Date(),
  newId = randomUUID,
}: {
  readonly store: EventStore
  readonly now?: () => Date
  readonly newId?: () => string
}): SearchService => {
  const run = (savedSearchId: string, command: SavedSearchCommand) =>
    handleCommand(store, savedSearchDecider, savedSearchStreamId(savedSearchId), command, {
      now: now(),
      newId,
      actorId: command.actorId,
    })

  return {
    async create(userId, input) {
      const { title } = decodeInput(CreateSavedSearchInput, input)
      const savedSearchId = newId()
      await run(savedSearchId, { type: "CreateSavedSearch", savedSearchId, title, actorId: userId })
      return savedSearchId
    },
    async rename(userId, savedSearchId, input) {
      const { title } = decodeInput(RenameSavedSearchInput, input)
      await run(savedSearchId, { type: "RenameSavedSearch", title, actorId: userId })
    },
  }
}
