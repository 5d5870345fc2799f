import { AppError } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { SavedSearchEvent } from "./saved-search"
import { type SavedSearchCommand, savedSearchDecider } from "./saved-search.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "user-1" }

const given = (events: SavedSearchEvent[] = []) => ({
  when: (command: SavedSearchCommand) =>
    savedSearchDecider.decide(command, fold(savedSearchDecider, events), ctx),
})

const created: SavedSearchEvent = {
  type: "SavedSearchCreated",
  data: { savedSearchId: "a-1", title: "First", createdBy: "user-1", createdAt: "2026-01-01T00:00:00.000Z" },
}

describe("saved searches", () => {
  it("starts with its title, by its creator, at the decision's time", () => {
    expect(
      given().when({ type: "CreateSavedSearch", savedSearchId: "a-1", title: "First", actorId: "user-1" }),
    ).toEqual([created])
  })

  it("starts once: a second start of the same stream is a conflict", () => {
    const decided = given([created]).when({
      type: "CreateSavedSearch",
      savedSearchId: "a-1",
      title: "Again",
      actorId: "user-1",
    })
    expect(decided).toBeInstanceOf(AppError)
    expect((decided as AppError).code).toBe("Conflict")
  })

  it("is renamed by its creator; the same title again changes nothing", () => {
    expect(given([created]).when({ type: "RenameSavedSearch", title: "Second", actorId: "user-1" })).toEqual([
      {
        type: "SavedSearchRenamed",
        data: {
          savedSearchId: "a-1",
          title: "Second",
          renamedBy: "user-1",
          renamedAt: "2026-01-01T00:00:00.000Z",
        },
      },
    ])
    expect(given([created]).when({ type: "RenameSavedSearch", title: "First", actorId: "user-1" })).toEqual(
      [],
    )
  })

  it("is not renamed by anyone else, nor before it exists", () => {
    expect(
      (given([created]).when({ type: "RenameSavedSearch", title: "Mine", actorId: "user-2" }) as AppError)
        .code,
    ).toBe("Forbidden")
    expect(
      (given().when({ type: "RenameSavedSearch", title: "Mine", actorId: "user-1" }) as AppError).code,
    ).toBe("NotFound")
  })
})
