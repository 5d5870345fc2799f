import { canonicalSearchQuery, decodeInput, SaveSearchInput, UpdateSavedSearchInput } from "@ignite/contracts"
import { commandRunner, type ServiceDeps } from "@ignite/platform"
import { savedSearchStreamId } from "./saved-search"
import { type SavedSearchCommand, savedSearchDecider } from "./saved-search.decide"

/** Government users' saved searches. Answers carry ids only: readers read the read model. */
export interface SearchService {
  /** Saves the search under a name (alerts on unless said); answers its id. */
  save(userId: string, input: unknown): Promise<string>
  /** A new name, alerts on or off, or both. */
  update(userId: string, savedSearchId: string, input: unknown): Promise<void>
  delete(userId: string, savedSearchId: string): Promise<void>
}

export const createSearchService = (deps: ServiceDeps): SearchService => {
  const { run: runCommand, newId } = commandRunner(deps)
  const run = (savedSearchId: string, command: SavedSearchCommand) =>
    runCommand(savedSearchDecider, savedSearchStreamId(savedSearchId), command, command.userId)

  return {
    async save(userId, input) {
      const { name, query, alertsEnabled = true } = decodeInput(SaveSearchInput, input)
      const savedSearchId = newId()
      await run(savedSearchId, {
        type: "SaveSearch",
        savedSearchId,
        userId,
        name,
        query: canonicalSearchQuery(query),
        alertsEnabled,
      })
      return savedSearchId
    },
    async update(userId, savedSearchId, input) {
      const { name, alertsEnabled } = decodeInput(UpdateSavedSearchInput, input)
      if (name !== undefined) await run(savedSearchId, { type: "RenameSavedSearch", userId, name })
      if (alertsEnabled !== undefined)
        await run(savedSearchId, { type: "SetSavedSearchAlerts", userId, alertsEnabled })
    },
    async delete(userId, savedSearchId) {
      await run(savedSearchId, { type: "DeleteSavedSearch", userId })
    },
  }
}
