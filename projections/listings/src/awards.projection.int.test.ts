import { randomUUID } from "node:crypto"
import { type AwardFacts, awardStreamId, listingViewsStreamId } from "@ignite/contracts/events"
import {
  awardFacts,
  driverName,
  event,
  openProjectionHarness,
  type ProjectionHarness,
  recorded,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AwardsOfListingQuery, awardsOfListing, awardsProjection, findAward } from "./awards.projection"

const listing = randomUUID()
const account = randomUUID()
const otherListing = randomUUID()
const otherAccount = randomUUID()

const facts = (title: string, more: Partial<AwardFacts> = {}) =>
  awardFacts(title, {
    solicitationNumber: "AF241-001",
    piName: "Pat Rivera",
    piTitle: "CTO",
    piPhone: "555-0100",
    piEmail: "pat@example.com",
    ...more,
  })

const awardRecorded = (awardId: string, forListing: string, forAccount: string, recordedFacts: AwardFacts) =>
  event("AwardRecorded", {
    awardId,
    accountId: forAccount,
    listingId: forListing,
    source: "sbir.gov",
    sourceKey: `key-${awardId}`,
    recordedAt: "2026-01-01T00:00:00.000Z",
    ...recordedFacts,
  })

// the listing's five awards, in the order they are recorded
const ids = {
  drone: randomUUID(),
  radar: randomUUID(),
  battery: randomUUID(),
  sensor: randomUUID(),
  coating: randomUUID(),
}
const other = randomUUID()

const query = (more: Partial<AwardsOfListingQuery> = {}): AwardsOfListingQuery => ({
  page: 1,
  perPage: 10,
  sortBy: "createdAt",
  sortDirection: "asc",
  ...more,
})
const idsOf = async (more: Partial<AwardsOfListingQuery> = {}, of = listing) =>
  (await awardsOfListing(harness.sql, of, query(more))).data.map((award) => award.id)
const allRows = () => harness.rows("awards", "id")

let harness: ProjectionHarness

describe(`awards projection on ${driverName()}`, () => {
  beforeAll(async () => {
    harness = await openProjectionHarness([awardsProjection])
    // an import: many new award streams in one transaction, so equal recorded times; the log's order decides
    await harness.store.sql.transaction((tx) =>
      harness.store.appendNewStreams(tx, [
        {
          streamId: awardStreamId(ids.drone),
          events: [
            awardRecorded(
              ids.drone,
              listing,
              account,
              facts("Autonomous Drone Swarms", { contractNumber: "FA8650-24-C-1001" }),
            ),
          ],
        },
        {
          streamId: awardStreamId(ids.radar),
          events: [
            awardRecorded(
              ids.radar,
              listing,
              account,
              facts("Compact Radar", { awardAbstract: "A radar for 50% less power" }),
            ),
          ],
        },
        {
          streamId: awardStreamId(ids.battery),
          events: [
            awardRecorded(
              ids.battery,
              listing,
              account,
              facts("Solid-state battery", { topicCode: "N241-077" }),
            ),
          ],
        },
        {
          streamId: awardStreamId(other),
          events: [awardRecorded(other, otherListing, otherAccount, facts("Other company's drone"))],
        },
      ]),
    )
    await harness.settle()
    // later, one at a time
    await harness.append(
      awardStreamId(ids.sensor),
      awardRecorded(ids.sensor, listing, account, facts("Drone sensor_fusion")),
    )
    await harness.append(
      awardStreamId(ids.coating),
      awardRecorded(
        ids.coating,
        listing,
        account,
        facts("Hypersonic coating", { awardAbstract: "Heat shields, 500 C" }),
      ),
    )
    // amendments come after every recording: their times sort after every creation time
    await new Promise((resolve) => setTimeout(resolve, 20))
    await harness.append(
      awardStreamId(ids.radar),
      event("AwardAmended", {
        awardId: ids.radar,
        accountId: account,
        listingId: listing,
        amendedAt: "2026-02-01T00:00:00.000Z",
        awardTitle: "Compact Phased-Array Radar",
        branch: null,
        awardAmount: 750_000,
      }),
    )
    await harness.append(
      awardStreamId(ids.sensor),
      event("AwardAmended", {
        awardId: ids.sensor,
        accountId: account,
        listingId: listing,
        amendedAt: "2026-02-02T00:00:00.000Z",
        phase: "Phase II",
      }),
    )
  })
  afterAll(() => harness.dispose())

  it("records an award's facts as the Awards tab shows them", async () => {
    const award = await findAward(harness.sql, ids.drone)
    expect(award).toMatchObject({
      id: ids.drone,
      listingId: listing,
      awardTitle: "Autonomous Drone Swarms",
      agency: "Department of Defense",
      branch: "Air Force",
      phase: "Phase I",
      program: "SBIR",
      contractNumber: "FA8650-24-C-1001",
      solicitationNumber: "AF241-001",
      awardYear: 2024,
      awardAmount: 149_999.5,
      state: "OH",
      contractAwardDate: "2024-03-15",
      contractStartDate: "2024-03-15",
      contractEndDate: "2024-12-31",
      piName: "Pat Rivera",
      piEmail: "pat@example.com",
      awardAbstract: null,
    })
    expect(award?.createdAt).toBe(award?.updatedAt)
    expect(await findAward(harness.sql, randomUUID())).toBeUndefined()
  })

  it("an amendment changes only the facts it names (null included) and the update time", async () => {
    const radar = await findAward(harness.sql, ids.radar)
    expect(radar).toMatchObject({
      awardTitle: "Compact Phased-Array Radar",
      branch: null,
      awardAmount: 750_000,
      agency: "Department of Defense",
      phase: "Phase I",
      awardAbstract: "A radar for 50% less power",
    })
    expect(new Date(radar!.updatedAt).getTime()).toBeGreaterThan(new Date(radar!.createdAt).getTime())
    expect((await findAward(harness.sql, ids.sensor))?.phase).toBe("Phase II")
  })

  it("lists only the listing's own awards", async () => {
    expect(await idsOf({}, otherListing)).toEqual([other])
    const none = await awardsOfListing(harness.sql, randomUUID(), query())
    expect(none.data).toEqual([])
    expect(none.pagination).toMatchObject({ count: 0, page: 1, last: 1 })
  })

  it("sorts by creation, oldest or newest first; one import's awards in log order", async () => {
    const recordedOrder = [ids.drone, ids.radar, ids.battery, ids.sensor, ids.coating]
    expect(await idsOf({ sortBy: "createdAt", sortDirection: "asc" })).toEqual(recordedOrder)
    expect(await idsOf({ sortBy: "createdAt", sortDirection: "desc" })).toEqual([...recordedOrder].reverse())
  })

  it("sorts by last update, an amendment moving the award last", async () => {
    const updatedOrder = [ids.drone, ids.battery, ids.coating, ids.radar, ids.sensor]
    expect(await idsOf({ sortBy: "updatedAt", sortDirection: "asc" })).toEqual(updatedOrder)
    expect(await idsOf({ sortBy: "updatedAt", sortDirection: "desc" })).toEqual([...updatedOrder].reverse())
  })

  it("searches title, abstract, contract number and topic, case-insensitive, wildcards literal", async () => {
    expect(await idsOf({ search: "drone" })).toEqual([ids.drone, ids.sensor])
    expect(await idsOf({ search: "  PHASED-array " })).toEqual([ids.radar])
    expect(await idsOf({ search: "Compact Radar" })).toEqual([]) // the title as it was before the amendment
    expect(await idsOf({ search: "heat shield" })).toEqual([ids.coating])
    expect(await idsOf({ search: "fa8650" })).toEqual([ids.drone])
    expect(await idsOf({ search: "N241" })).toEqual([ids.battery])
    expect(await idsOf({ search: "50%" })).toEqual([ids.radar]) // not "500 C"
    expect(await idsOf({ search: "d_one" })).toEqual([]) // "_" is no wildcard
    expect(await idsOf({ search: "sensor_fusion" })).toEqual([ids.sensor])
    expect(await idsOf({ search: "   " })).toHaveLength(5)
    expect(await idsOf({ search: "drone", sortDirection: "desc" })).toEqual([ids.sensor, ids.drone])
    expect(await idsOf({ search: "drone" }, otherListing)).toEqual([other])
  })

  it("pages through the sorted awards", async () => {
    const page = (n: number) => awardsOfListing(harness.sql, listing, query({ page: n, perPage: 2 }))
    const first = await page(1)
    expect(first.data.map((a) => a.id)).toEqual([ids.drone, ids.radar])
    expect(first.pagination).toMatchObject({ count: 5, page: 1, pages: 3, last: 3, from: 1, to: 2 })
    expect((await page(2)).data.map((a) => a.id)).toEqual([ids.battery, ids.sensor])
    const last = await page(3)
    expect(last.data.map((a) => a.id)).toEqual([ids.coating])
    expect(last.pagination).toMatchObject({ page: 3, from: 5, to: 5 })
    // past the end: the last page
    expect((await page(9)).pagination.page).toBe(3)
    const searched = await awardsOfListing(
      harness.sql,
      listing,
      query({ search: "drone", page: 2, perPage: 1, sortBy: "updatedAt", sortDirection: "desc" }),
    )
    expect(searched.data.map((a) => a.id)).toEqual([ids.drone])
    expect(searched.pagination).toMatchObject({ count: 2, pages: 2 })
  })

  it("a redelivered recording or amendment changes nothing; the first recording of an id stands", async () => {
    const before = await allRows()
    const log = (await harness.log()).filter((e) => e.type === "AwardRecorded" || e.type === "AwardAmended")
    expect(log).toHaveLength(8)
    await harness.redeliver("awards", log)
    await harness.redeliver("awards", [
      recorded("AwardRecorded", awardRecorded(ids.drone, listing, account, facts("A different title")).data, {
        streamId: awardStreamId(ids.drone),
        position: 999_999,
        at: new Date(),
      }),
    ])
    expect(await allRows()).toEqual(before)
  })

  it("ignores event types it does not fold, known or unknown", async () => {
    const before = await allRows()
    await harness.append(awardStreamId(ids.drone), {
      type: "AwardWithdrawn",
      data: { awardId: ids.drone, listingId: listing },
    })
    await harness.append(
      listingViewsStreamId(listing),
      event("ListingViewed", { listingId: listing, viewerId: "gov-1", viewedAt: "2026-02-03T00:00:00.000Z" }),
    )
    await harness.redeliver(
      "awards",
      (await harness.log()).filter((e) => e.type === "AwardWithdrawn" || e.type === "ListingViewed"),
    )
    expect(await allRows()).toEqual(before)
  })

  it("a rebuild from the start of the log gives the same rows", async () => {
    const before = await allRows()
    await harness.rebuild("awards")
    expect(await allRows()).toEqual(before)
    expect(await idsOf({ sortBy: "updatedAt", sortDirection: "desc" })).toEqual([
      ids.sensor,
      ids.radar,
      ids.coating,
      ids.battery,
      ids.drone,
    ])
  })
})
