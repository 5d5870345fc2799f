import { savedSearchStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  openProjectionHarness,
  type ProjectionHarness,
  recorded,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findSavedSearch, savedSearchesOf, savedSearchesProjection } from "./saved-searches.projection"

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const created = (n: number, title: string, createdBy: string, createdAt: string) =>
  event("SavedSearchCreated", { savedSearchId: id(n), title, createdBy, createdAt })

describe(`saved searches projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = () => harness.rows("saved_searches", "id")

  beforeAll(async () => {
    harness = await openProjectionHarness([savedSearchesProjection])
    await harness.append(
      savedSearchStreamId(id(1)),
      created(1, "First", "user-1", "2026-01-01T00:00:00.000Z"),
    )
    await harness.append(
      savedSearchStreamId(id(2)),
      created(2, "Second", "user-1", "2026-01-02T00:00:00.000Z"),
    )
    await harness.append(
      savedSearchStreamId(id(3)),
      created(3, "Theirs", "user-2", "2026-01-03T00:00:00.000Z"),
    )
  })
  afterAll(() => harness.dispose())

  it("lists a user's saved searches oldest first, a page at a time, and no one else's", async () => {
    const page = await savedSearchesOf(harness.sql, "user-1", { page: 1, perPage: 5 })
    expect(page.data.map((row) => row.title)).toEqual(["First", "Second"])
    expect(page.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
    expect((await savedSearchesOf(harness.sql, "user-2", { page: 1, perPage: 5 })).data).toHaveLength(1)
  })

  it("takes a rename, and moves its update time", async () => {
    await harness.append(
      savedSearchStreamId(id(1)),
      event("SavedSearchRenamed", {
        savedSearchId: id(1),
        title: "Renamed",
        renamedBy: "user-1",
        renamedAt: "2026-02-01T00:00:00.000Z",
      }),
    )
    expect(await findSavedSearch(harness.sql, id(1))).toEqual({
      id: id(1),
      title: "Renamed",
      createdBy: "user-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
    })
  })

  it("changes nothing when the log redelivers what it already folded", async () => {
    const before = await rows()
    await harness.redeliver("saved_searches", await harness.log())
    expect(await rows()).toEqual(before)
  })

  it("ignores events it does not fold", async () => {
    const before = await rows()
    await harness.redeliver("saved_searches", [
      recorded(
        "PolicySigned",
        { userId: "u", kind: "terms", documentId: "d", signedAt: "2026-01-01T00:00:00.000Z" },
        {
          streamId: "policysignatures-u",
          position: 999_999,
          at: new Date("2026-03-01T00:00:00Z"),
        },
      ),
    ])
    expect(await rows()).toEqual(before)
  })

  it("rebuilds from the log into the same rows", async () => {
    const before = await rows()
    await harness.rebuild("saved_searches")
    expect(await rows()).toEqual(before)
  })
})
