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

describe("saved-search alerts", () => {
  const match = {
    type: "RecordSavedSearchMatch",
    userId: "gov-1",
    listingId: "l-1",
    listingName: "Kestrel Aero",
    itemKind: "product",
    itemId: "p-1",
    itemName: "Kestrel X4",
  } as const
  const matched: SavedSearchEvent = {
    type: "SavedSearchMatched",
    data: {
      savedSearchId: "s-1",
      ownerId: "gov-1",
      savedSearchName: "UAS in Ohio",
      listingId: "l-1",
      listingName: "Kestrel Aero",
      itemKind: "product",
      itemId: "p-1",
      itemName: "Kestrel X4",
      matchedAt: at,
    },
  }

  it("record a storefront newly in the results for the owner, with the search's current name", () => {
    expect(given([saved]).when(match)).toEqual([matched])
    const renamed: SavedSearchEvent = {
      type: "SavedSearchRenamed",
      data: { savedSearchId: "s-1", name: "Drones", renamedAt: at },
    }
    expect(given([saved, renamed]).when(match)).toEqual([
      { ...matched, data: { ...matched.data, savedSearchName: "Drones" } },
    ])
  })

  it("record each storefront once per search: a redelivered or second item records nothing", () => {
    expect(given([saved, matched]).when(match)).toEqual([])
    expect(given([saved, matched]).when({ ...match, itemKind: "award", itemId: "a-9" })).toEqual([])
    expect(given([saved, matched]).when({ ...match, listingId: "l-2" })).toHaveLength(1)
  })

  it("record nothing while alerts are off", () => {
    const off: SavedSearchEvent = {
      type: "SavedSearchAlertsChanged",
      data: { savedSearchId: "s-1", alertsEnabled: false, changedAt: at },
    }
    expect(given([saved, off]).when(match)).toEqual([])
  })

  it("record nothing for a deleted search, nor for anyone but the owner", () => {
    expect(codeOf(given([saved, deleted]).when(match))).toBe("NotFound")
    expect(codeOf(given([saved]).when({ ...match, userId: "gov-2" }))).toBe("NotFound")
  })
})
