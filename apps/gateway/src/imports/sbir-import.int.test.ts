import { readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { driverName, rebuildFromTheLog } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

const messy = readFileSync(
  new URL("../../../../domains/awards/src/sbir/fixtures/messy-awards.csv", import.meta.url),
)

async function* chunks(bytes: Uint8Array, size = 97) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

describe(`SBIR.gov award import on ${driverName()}`, () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
  })
  afterAll(() => app?.close())

  // Unfenced: the snapshot fence is cluster-wide, so another test's open transaction (in any database of the
  // server) would hide what this test just appended; the imports awaited here have committed.
  const lastPosition = async () => {
    const events = await app.services.platform.store.readAll({ limit: 100_000, unfenced: true })
    return events.at(-1)!
  }
  const eventsSince = async (after: { transactionId: string; globalPosition: number }) =>
    app.services.platform.store.readAll({ after, limit: 100_000, unfenced: true })
  const awardsOf = async (uniqueEntityId: string) => {
    await app.services.platform.projections.drain("awards")
    const account = await app.services.companies.reads.accountByUniqueEntityId(uniqueEntityId)
    const listing = await app.services.storefronts.reads.listingOfAccount(account!.id)
    const page = await app.services.storefronts.reads.awardsOfListing(listing.id, {
      page: 1,
      perPage: 20,
      sortBy: "createdAt",
      sortDirection: "asc",
    })
    return { account: account!, listing, awards: page.data }
  }

  // the state the admin upload leaves (its award text), with the newest Helix row moved and renamed
  const moved = messy
    .toString("utf8")
    .replace("Scaling up.", "Scaling up again.")
    .replace("Helix Photonics LLC,Low-SWaP LIDAR Phase II", "Helix Photonics Inc,Low-SWaP LIDAR Phase II")
    .replace(
      "https://helixphotonics.example,100 Laser Way,Suite 2",
      "https://helixphotonics.example,100 Laser Way,Suite 9",
    )

  it("registers companies, their storefront profiles and awards, and reports the bad rows by line", async () => {
    const summary = await app.services.companies.sbirImports.importFile(chunks(messy), { batchSize: 2 })
    expect(summary).toEqual({
      rows: 6,
      companiesNew: 2,
      companiesUpdated: 0,
      awardsNew: 3,
      awardsUpdated: 0,
      unchanged: 0,
      rejected: 3,
      rejections: [
        { line: 6, reasons: ["UEI: missing (the registry keys companies by UEI)"] },
        {
          line: 7,
          reasons: [
            'Proposal Award Date: "2021-13-45" is not a date',
            'Award Year: "21" is not a year',
            'Award Amount: "lots" is not an amount',
            'Number Employees: "many" is not a whole number',
            'HUBZone Owned: "maybe" is not Y or N',
          ],
        },
        {
          line: 8,
          reasons: [
            'Contact Email: "not-an-email" is not an email address',
            "Agency Tracking Number and Contract: both missing (nothing identifies the award)",
          ],
        },
      ],
    })

    const helix = await awardsOf("HLXPHTNC0001")
    expect(helix.account).toMatchObject({ name: "Helix Photonics LLC", claimed: false })
    // the newest row about the company (2024-05-15) sets its storefront's profile
    expect(helix.listing).toMatchObject({
      name: "Helix Photonics LLC",
      website: "https://helixphotonics.example/",
      addressLine1: "100 Laser Way",
      addressLine2: "Suite 2",
      city: "Dayton",
      stateOrProvince: "OH",
      postalCode: "45402",
      country: "US",
      numberOfEmployees: 1000,
      isPublished: false,
      businessClassifications: [
        { id: "1", name: "Small Business" },
        { id: "4", name: "Women-Owned Small Business (WOSB)" },
      ],
    })
    expect(helix.listing.lastProfileSync).not.toBeNull()
    expect(helix.awards.map((award) => [award.awardTitle, award.phase, award.awardAmount])).toEqual([
      ["Low-SWaP LIDAR, for small UAS", "Phase I", 1500000.5],
      ["Low-SWaP LIDAR Phase II", "Phase II", 749999],
    ])
    expect(helix.awards[0]).toMatchObject({
      contractNumber: "FA8650-23-P-0001",
      contractStartDate: "2023-06-15",
      contractEndDate: "2024-03-15",
      awardYear: 2023,
      piName: "Ada Lovelace",
      awardAbstract: 'A compact LIDAR.\nSecond paragraph, with "quotes".',
    })
    expect(helix.awards[1]).toMatchObject({
      contractEndDate: null,
      researchInstitutionName: "Ohio State University",
    })

    const soil = await awardsOf("QNTMSOIL0002")
    expect(soil.listing.businessClassifications.map((c) => c.id)).toEqual(["1", "3", "8"])
    expect(soil.awards[0]).toMatchObject({ contractStartDate: "2020-10-01", program: "STTR" })
  })

  it("imports the same file again without a single new event", async () => {
    const before = await lastPosition()
    const summary = await app.services.companies.sbirImports.importFile(chunks(messy, 4096))
    expect(summary).toMatchObject({
      rows: 6,
      companiesNew: 0,
      companiesUpdated: 0,
      awardsNew: 0,
      awardsUpdated: 0,
    })
    expect(summary.unchanged).toBe(3)
    expect(await eventsSince(before)).toEqual([])
  })

  it("turns a changed row into only the events for what changed", async () => {
    const changed = messy.toString("utf8").replace('"$749,999"', '"$800,000.25"')
    const before = await lastPosition()
    const summary = await app.services.companies.sbirImports.importFile(
      chunks(new TextEncoder().encode(changed)),
    )
    expect(summary).toMatchObject({ companiesNew: 0, companiesUpdated: 0, awardsNew: 0, awardsUpdated: 1 })
    const events = await eventsSince(before)
    expect(events.map((event) => event.type)).toEqual(["AwardAmended"])
    expect(events[0]!.data).toEqual({
      awardId: expect.any(String),
      accountId: expect.any(String),
      listingId: expect.any(String),
      amendedAt: expect.any(String),
      awardAmount: 800000.25,
    })
    const helix = await awardsOf("HLXPHTNC0001")
    expect(helix.awards[1]!.awardAmount).toBe(800000.25)
  })

  it("lets an imported company's registry contact claim it", async () => {
    const answer = await app.request("/api/v1/claim_requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        uniqueEntityId: "hlxphtnc0001",
        email: "contact@helixphotonics.example",
        firstName: "Grace",
        lastName: "Hopper",
      }),
    })
    expect(answer.status).toBe(201)
    const stranger = await app.request("/api/v1/claim_requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        uniqueEntityId: "QNTMSOIL0002",
        email: "someone@else.example",
        firstName: "Some",
        lastName: "One",
      }),
    })
    expect(stranger.status).toBe(422)
  })

  it("refuses a file that is not an award export before touching anything", async () => {
    const before = await lastPosition()
    await expect(
      app.services.companies.sbirImports.importFile(
        chunks(new TextEncoder().encode("Name,Email\nA,a@b.example\n")),
      ),
    ).rejects.toMatchObject({ code: "ImportFileRejected", status: 400 })
    expect(await eventsSince(before)).toEqual([])
  })

  it("lets an admin upload a file and follow the import to its summary; the upload leaves no file behind", async () => {
    const uploads = join(tmpdir(), "ignite-uploads")
    const leftovers = () => {
      try {
        return readdirSync(uploads).length
      } catch {
        return 0
      }
    }
    const before = leftovers()
    const { token } = await app.agreedUser("importer", ["admin"])
    const form = new FormData()
    const changedAgain = messy.toString("utf8").replace("Scaling up.", "Scaling up again.")
    form.append("file", new Blob([changedAgain], { type: "text/csv" }), "awards.csv")
    const started = await app.request("/api/v1/admin/imports/sbir_awards", {
      method: "POST",
      body: form,
      token,
    })
    expect(started.status).toBe(201)
    const job = (await started.json()) as { id: string; status: string; fileName: string; bytesTotal: number }
    expect(job).toMatchObject({
      status: "running",
      fileName: "awards.csv",
      bytesTotal: Buffer.byteLength(changedAgain),
    })
    let done: { status: string; summary: Record<string, unknown>; bytesRead: number } | undefined
    for (let i = 0; i < 200 && done?.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      done = (await (await app.request(`/api/v1/admin/imports/${job.id}`, { token })).json()) as typeof done
    }
    expect(done).toMatchObject({
      status: "done",
      bytesRead: Buffer.byteLength(changedAgain),
      summary: { rows: 6, awardsUpdated: 1, awardsNew: 0, rejected: 3 },
    })
    const trpc = await app.trpc(token)
    expect((await trpc.imports.jobs())[0]).toMatchObject({ id: job.id, status: "done" })
    expect(leftovers()).toBe(before)

    const notMultipart = await app.request("/api/v1/admin/imports/sbir_awards", {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: changedAgain,
      token,
    })
    expect(notMultipart.status).toBe(415)
    const anonymous = await app.request("/api/v1/admin/imports/sbir_awards", { method: "POST", body: form })
    expect(anonymous.status).toBe(401)
    // a CSV of something else is refused on its header, and the server lives on
    const notCsv = new FormData()
    notCsv.append("file", new Blob(["Name,Email\nA,a@b.example\n"]), "people.csv")
    const refused = await app.request("/api/v1/admin/imports/sbir_awards", {
      method: "POST",
      body: notCsv,
      token,
    })
    const refusedJob = (await refused.json()) as { id: string }
    let failed: { status: string; error: string | null } | undefined
    for (let i = 0; i < 200 && failed?.status !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      failed = (await (
        await app.request(`/api/v1/admin/imports/${refusedJob.id}`, { token })
      ).json()) as typeof failed
    }
    expect(failed).toMatchObject({
      status: "failed",
      error: "This is not an SBIR.gov award file: it has no Company, Award Title, Agency, UEI columns.",
    })
    expect(leftovers()).toBe(before)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await app.request("/readyz")).status).toBe(200)
  })

  it("re-syncs a company from its newest row with only what changed, once", async () => {
    // the state the admin upload left (its award text), then the newest Helix row moves and renames
    const before = await lastPosition()
    const summary = await app.services.companies.sbirImports.importFile(
      chunks(new TextEncoder().encode(moved)),
      {
        companyBatchSize: 1,
      },
    )
    expect(summary).toMatchObject({ companiesNew: 0, companiesUpdated: 1, awardsNew: 0, awardsUpdated: 0 })
    const events = await eventsSince(before)
    // the account's registry name, then the storefront's profile: nothing for the unchanged company
    expect(events.map((event) => event.type)).toEqual([
      "AccountRegistryUpdated",
      "ListingRegistryProfileSynced",
    ])
    const helix = await awardsOf("HLXPHTNC0001")
    expect(helix.account.name).toBe("Helix Photonics Inc")
    expect(helix.listing.addressLine2).toBe("Suite 9")

    const again = await lastPosition()
    const replay = await app.services.companies.sbirImports.importFile(
      chunks(new TextEncoder().encode(moved)),
    )
    expect(replay).toMatchObject({ companiesNew: 0, companiesUpdated: 0, awardsNew: 0, awardsUpdated: 0 })
    expect(await eventsSince(again)).toEqual([])
  })

  it("reports an award seen twice in one import, in the same batch or a later one, and applies it once", async () => {
    const soil = moved.split("\n").find((line) => line.startsWith("Quantum Soil Inc."))!
    const twice = `${moved.trimEnd()}\n${soil}\n${soil}\n`
    const before = await lastPosition()
    // batches of two valid rows: [Helix I, Helix II], [Soil, Soil again], [Soil a third time]
    const summary = await app.services.companies.sbirImports.importFile(
      chunks(new TextEncoder().encode(twice)),
      {
        batchSize: 2,
      },
    )
    expect(summary).toMatchObject({ rows: 8, awardsNew: 0, awardsUpdated: 0, unchanged: 3, rejected: 5 })
    expect(summary.rejections.map((rejection) => rejection.line)).toEqual([6, 7, 8, 9, 10])
    expect(summary.rejections.slice(3)).toEqual([
      { line: 9, reasons: ["the award of line 5 again (same agency and tracking number)"] },
      { line: 10, reasons: ["the award of an earlier row again (same agency and tracking number)"] },
    ])
    expect(await eventsSince(before)).toEqual([])
  })

  it("leaves read models equal to a rebuild from the log (batched appends and batch handlers agree)", async () => {
    const { platform } = app.services
    await platform.projections.drain("awards")
    await platform.projections.drain("listing_search")
    const snapshot = async () => ({
      listings: await platform.sql.query("select * from listings order by id"),
      awards: await platform.sql.query("select * from awards order by id"),
      accounts: await platform.sql.query("select * from accounts order by id"),
      search: await platform.sql.query("select *, tsv::text as tsv from search_listings order by id"),
      searchAwards: await platform.sql.query("select *, tsv::text as tsv from search_awards order by id"),
      searchWords: await platform.sql.query("select word from search_words order by word"),
    })
    const live = await snapshot()
    await rebuildFromTheLog(platform, ["listings", "awards", "accounts", "listing_search"])
    expect(await snapshot()).toEqual(live)
  })
})
