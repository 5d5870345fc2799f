import { randomUUID } from "node:crypto"
import { listingStreamId, listingViewsStreamId } from "@ignite/contracts/events"
import { driverName, event, openProjectionHarness, type ProjectionHarness } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listingViewsProjection, recentViews } from "./listing-views.projection"

const listing = randomUUID()
const otherListing = randomUUID()
const now = new Date("2026-06-30T12:00:00.000Z")
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString()
const viewed = (listingId: string, viewerId: string, viewedAt: string) =>
  event("ListingViewed", { listingId, viewerId, viewedAt })

describe(`listing views projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("listing_views", "event_id")

  beforeAll(async () => {
    harness = await openProjectionHarness([listingViewsProjection])
    await harness.append(
      listingViewsStreamId(listing),
      viewed(listing, "gov-1", daysAgo(45)),
      viewed(listing, "gov-1", daysAgo(31)),
      viewed(listing, "gov-2", daysAgo(29)),
      viewed(listing, "gov-1", daysAgo(2)),
      viewed(listing, "gov-1", daysAgo(2)),
    )
    await harness.append(listingViewsStreamId(otherListing), viewed(otherListing, "gov-3", daysAgo(1)))
  })
  afterAll(() => harness.dispose())

  it("counts every view of the listing in the last 30 days, repeat views included", async () => {
    expect(await recentViews(harness.sql, listing, now)).toBe(3)
    expect(await recentViews(harness.sql, otherListing, now)).toBe(1)
    expect(await recentViews(harness.sql, randomUUID(), now)).toBe(0)
  })

  it("counts over another window, and only views strictly inside it", async () => {
    expect(await recentViews(harness.sql, listing, now, 60)).toBe(5)
    expect(await recentViews(harness.sql, listing, now, 2)).toBe(0)
    expect(await recentViews(harness.sql, listing, new Date(now.getTime() - 1), 2)).toBe(2)
  })

  it("a later view adds to the count", async () => {
    await harness.append(listingViewsStreamId(listing), viewed(listing, "gov-2", daysAgo(0)))
    expect(await recentViews(harness.sql, listing, now)).toBe(4)
  })

  it("a redelivered view is counted once", async () => {
    const before = await allRows()
    await harness.redeliver(
      "listing_views",
      (await harness.log()).filter((e) => e.type === "ListingViewed"),
    )
    expect(await allRows()).toEqual(before)
    expect(await recentViews(harness.sql, listing, now)).toBe(4)
  })

  it("ignores event types it does not fold, known or unknown", async () => {
    const before = await allRows()
    await harness.append(listingViewsStreamId(listing), {
      type: "ListingViewHidden",
      data: { listingId: listing },
    })
    await harness.append(
      listingStreamId(listing),
      event("ListingPublished", { listingId: listing, publishedBy: "u-1", publishedAt: daysAgo(0) }),
    )
    await harness.redeliver(
      "listing_views",
      (await harness.log()).filter((e) => e.type === "ListingViewHidden" || e.type === "ListingPublished"),
    )
    expect(await allRows()).toEqual(before)
  })

  it("a rebuild from the start of the log gives the same rows", async () => {
    const before = await allRows()
    await harness.rebuild("listing_views")
    expect(await allRows()).toEqual(before)
    expect(await recentViews(harness.sql, listing, now)).toBe(4)
  })
})
