import { matchFeedbackStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findMatchFeedback, matchFeedbacksOf, matchFeedbacksProjection } from "./match-feedbacks.projection"

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const created = (n: number, title: string, createdBy: string, createdAt: string) =>
  event("MatchFeedbackCreated", { matchFeedbackId: id(n), title, createdBy, createdAt })

describe(`match feedbacks projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = () => harness.rows("match_feedbacks", "id")

  beforeAll(async () => {
    harness = await openProjectionHarness([matchFeedbacksProjection])
    await harness.append(
      matchFeedbackStreamId(id(1)),
      created(1, "First", "user-1", "2026-01-01T00:00:00.000Z"),
    )
    await harness.append(
      matchFeedbackStreamId(id(2)),
      created(2, "Second", "user-1", "2026-01-02T00:00:00.000Z"),
    )
    await harness.append(
      matchFeedbackStreamId(id(3)),
      created(3, "Theirs", "user-2", "2026-01-03T00:00:00.000Z"),
    )
  })
  afterAll(() => harness.dispose())

  it("lists a user's match feedbacks oldest first, a page at a time, and no one else's", async () => {
    const page = await matchFeedbacksOf(harness.sql, "user-1", { page: 1, perPage: 5 })
    expect(page.data.map((row) => row.title)).toEqual(["First", "Second"])
    expect(page.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
    expect((await matchFeedbacksOf(harness.sql, "user-2", { page: 1, perPage: 5 })).data).toHaveLength(1)
  })

  it("takes a rename, and moves its update time", async () => {
    await harness.append(
      matchFeedbackStreamId(id(1)),
      event("MatchFeedbackRenamed", {
        matchFeedbackId: id(1),
        title: "Renamed",
        renamedBy: "user-1",
        renamedAt: "2026-02-01T00:00:00.000Z",
      }),
    )
    expect(await findMatchFeedback(harness.sql, id(1))).toEqual({
      id: id(1),
      title: "Renamed",
      createdBy: "user-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
    })
  })

  itReplaysLikeAProjection(() => harness, {
    name: "match_feedbacks",
    rows,
    unfolded: {
      streamId: matchFeedbackStreamId(id(9)),
      events: [
        { type: "MatchFeedbackArchived", data: { matchFeedbackId: id(9) } },
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
