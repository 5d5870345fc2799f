import { AppError } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { SavedSearchEvent } from "./saved-search"
import { type SavedSearchCommand, savedSearchDecider } from "./saved-search.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "gov-1" }
const at = "2026-01-01T00:00:00.000Z"

const given = (events: SavedSearchEvent[] = []) => ({
  when: (command: SavedSearchCommand) =>
    savedSearchDecider.decide(command, fold(savedSearchDecider, events), ctx),
})
const codeOf = (decided: unknown) => (decided as AppError).code

const saved: SavedSearchEvent = {
  type: "SearchSaved",
  data: {
    savedSearchId: "s-1",
    userId: "gov-1",
    name: "UAS in Ohio",
    query: "searchListings=uas&listingState=OH",
    alertsEnabled: true,
    savedAt: at,
  },
}
const deleted: SavedSearchEvent = {
  type: "SavedSearchDeleted",
  data: { savedSearchId: "s-1", deletedAt: at },
}

describe("saved searches", () => {
  it("are saved with their name, query and alerts, by their owner, at the decision's time", () => {
    expect(
      given().when({
        type: "SaveSearch",
        savedSearchId: "s-1",
        userId: "gov-1",
        name: "UAS in Ohio",
        query: "searchListings=uas&listingState=OH",
        alertsEnabled: true,
      }),
    ).toEqual([saved])
  })

  it("are saved once: a second save of the same stream is a conflict", () => {
    const again = given([saved]).when({
      ...saved.data,
      type: "SaveSearch",
      savedSearchId: "s-1",
    } as SavedSearchCommand)
    expect(again).toBeInstanceOf(AppError)
    expect(codeOf(again)).toBe("Conflict")
  })

  it("are renamed by their owner; the same name again changes nothing", () => {
    expect(given([saved]).when({ type: "RenameSavedSearch", userId: "gov-1", name: "Drones" })).toEqual([
      { type: "SavedSearchRenamed", data: { savedSearchId: "s-1", name: "Drones", renamedAt: at } },
    ])
    expect(given([saved]).when({ type: "RenameSavedSearch", userId: "gov-1", name: "UAS in Ohio" })).toEqual(
      [],
    )
  })

  it("turn their alerts off and on; the same setting again changes nothing", () => {
    expect(
      given([saved]).when({ type: "SetSavedSearchAlerts", userId: "gov-1", alertsEnabled: false }),
    ).toEqual([
      {
        type: "SavedSearchAlertsChanged",
        data: { savedSearchId: "s-1", alertsEnabled: false, changedAt: at },
      },
    ])
    expect(
      given([saved]).when({ type: "SetSavedSearchAlerts", userId: "gov-1", alertsEnabled: true }),
    ).toEqual([])
  })

  it("are deleted by their owner, and are then not found for anything", () => {
    expect(given([saved]).when({ type: "DeleteSavedSearch", userId: "gov-1" })).toEqual([deleted])
    for (const command of [
      { type: "DeleteSavedSearch", userId: "gov-1" },
      { type: "RenameSavedSearch", userId: "gov-1", name: "Again" },
      { type: "SetSavedSearchAlerts", userId: "gov-1", alertsEnabled: false },
    ] as const)
      expect(codeOf(given([saved, deleted]).when(command))).toBe("NotFound")
  })

  it("are not found by anyone but their owner, nor before they are saved", () => {
    expect(codeOf(given([saved]).when({ type: "RenameSavedSearch", userId: "gov-2", name: "Mine" }))).toBe(
      "NotFound",
    )
    expect(codeOf(given([saved]).when({ type: "DeleteSavedSearch", userId: "gov-2" }))).toBe("NotFound")
    expect(codeOf(given().when({ type: "DeleteSavedSearch", userId: "gov-1" }))).toBe("NotFound")
  })
})
