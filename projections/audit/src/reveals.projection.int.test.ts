import { revealStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openSubjectsOf, revealsPage, revealsProjection } from "./reveals.projection"

const revealed = (id: string, auditorId: string, subject: string, at: string, until: string) =>
  event("PersonalDataRevealed", {
    revealId: id,
    auditorId,
    subject,
    reason: `Reason for ${id}: a complaint to look into`,
    revealedAt: at,
    expiresAt: until,
  })

describe(`reveals projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = () => harness.rows("audit_reveals", "id")

  beforeAll(async () => {
    harness = await openProjectionHarness([revealsProjection])
    await harness.append(
      revealStreamId("r1"),
      revealed("r1", "auditor-1", "user-7", "2026-03-01T10:00:00.000Z", "2026-03-01T10:15:00.000Z"),
    )
    await harness.append(
      revealStreamId("r2"),
      revealed("r2", "auditor-1", "user-8", "2026-03-01T11:00:00.000Z", "2026-03-01T11:15:00.000Z"),
    )
    await harness.append(
      revealStreamId("r3"),
      revealed("r3", "auditor-2", "user-7", "2026-03-01T11:05:00.000Z", "2026-03-01T11:20:00.000Z"),
    )
  })
  afterAll(() => harness.dispose())

  it("opens a subject to the auditor who revealed it, until the reveal expires, and to no one else", async () => {
    const at = (time: string) => new Date(`2026-03-01T${time}:00.000Z`)
    expect([...(await openSubjectsOf(harness.sql, "auditor-1", at("10:10")))]).toEqual(["user-7"])
    expect([...(await openSubjectsOf(harness.sql, "auditor-1", at("11:10")))]).toEqual(["user-8"])
    expect([...(await openSubjectsOf(harness.sql, "auditor-2", at("10:10")))]).toEqual([])
    expect([...(await openSubjectsOf(harness.sql, "auditor-2", at("11:10")))]).toEqual(["user-7"])
  })

  it("lists the record newest first, a page at a time", async () => {
    const page = await revealsPage(harness.sql, { page: 1, perPage: 2 })
    expect(page.data.map((row) => row.id)).toEqual(["r3", "r2"])
    expect(page.data[0]).toEqual({
      id: "r3",
      auditorId: "auditor-2",
      subject: "user-7",
      reason: "Reason for r3: a complaint to look into",
      revealedAt: "2026-03-01T11:05:00.000Z",
      expiresAt: "2026-03-01T11:20:00.000Z",
    })
    expect(page.pagination).toMatchObject({ count: 3, pages: 2 })
  })

  itReplaysLikeAProjection(() => harness, {
    name: "reveals",
    rows,
    unfolded: {
      streamId: revealStreamId("r9"),
      events: [{ type: "RevealArchived", data: { revealId: "r9" } }],
    },
  })
})
