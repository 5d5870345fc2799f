import { savedSearchStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findSavedSearch, savedSearchesOf, savedSearchesProjection } from "./saved-searches.projection"

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const saved = (n: number, name: string, userId: string, savedAt: string) =>
  event("SearchSaved", {
    savedSearchId: id(n),
    userId,
    name,
    query: `searchListings=${name.toLowerCase()}`,
    alertsEnabled: true,
    savedAt,
  })

describe(`saved searches projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = () => harness.rows("saved_searches", "id")

  beforeAll(async () => {
    harness = await openProjectionHarness([savedSearchesProjection])
    await harness.append(savedSearchStreamId(id(1)), saved(1, "Drones", "gov-1", "2026-01-01T00:00:00.000Z"))
    await harness.append(savedSearchStreamId(id(2)), saved(2, "Lidar", "gov-1", "2026-01-02T00:00:00.000Z"))
    await harness.append(savedSearchStreamId(id(3)), saved(3, "Theirs", "gov-2", "2026-01-03T00:00:00.000Z"))
  })
  afterAll(() => harness.dispose())

  it("lists a user's saved searches oldest first, a page at a time, and no one else's", async () => {
    const page = await savedSearchesOf(harness.sql, "gov-1", { page: 1, perPage: 5 })
    expect(page.data.map((row) => row.name)).toEqual(["Drones", "Lidar"])
    expect(page.data[0]).toMatchObject({ query: "searchListings=drones", alertsEnabled: true })
    expect(page.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
    expect((await savedSearchesOf(harness.sql, "gov-2", { page: 1, perPage: 5 })).data).toHaveLength(1)
    expect(await findSavedSearch(harness.sql, "gov-2", id(1))).toBeUndefined()
  })

  it("takes a rename and an alerts change, each moving the update time", async () => {
    await harness.append(
      savedSearchStreamId(id(1)),
      event("SavedSearchRenamed", {
        savedSearchId: id(1),
        name: "UAS",
        renamedAt: "2026-02-01T00:00:00.000Z",
      }),
      event("SavedSearchAlertsChanged", {
        savedSearchId: id(1),
        alertsEnabled: false,
        changedAt: "2026-02-02T00:00:00.000Z",
      }),
    )
    expect(await findSavedSearch(harness.sql, "gov-1", id(1))).toEqual({
      id: id(1),
      name: "UAS",
      query: "searchListings=drones",
      alertsEnabled: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-02-02T00:00:00.000Z",
    })
  })

  it("drops a deleted one", async () => {
    await harness.append(
      savedSearchStreamId(id(2)),
      event("SavedSearchDeleted", { savedSearchId: id(2), deletedAt: "2026-02-03T00:00:00.000Z" }),
    )
    expect(
      (await savedSearchesOf(harness.sql, "gov-1", { page: 1, perPage: 5 })).data.map((row) => row.name),
    ).toEqual(["UAS"])
  })

  itReplaysLikeAProjection(() => harness, {
    name: "saved_searches",
    rows,
    unfolded: {
      streamId: savedSearchStreamId(id(9)),
      events: [
        { type: "SavedSearchArchived", data: { savedSearchId: id(9) } },
        event("PolicySigned", {
          userId: "u",
          kind: "terms",
          documentId: "d",
          signedAt: "2026-01-01T00:00:00.000Z",
        }),
      ],
    },
  })
})
