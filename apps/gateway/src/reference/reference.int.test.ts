import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

interface Item {
  readonly id: string
  readonly name: string
  readonly code?: string
  readonly label?: string
  readonly description?: string
  readonly govUserOrganizationCategory?: { readonly id: string; readonly name: string } | null
  readonly govUserClassificationCategory?: unknown
}
interface Page {
  readonly data: Item[]
  readonly pagination: Record<string, unknown>
}

/** Reference data through the whole app: every path, paging and search, ETags, and the site settings. */
describe(`reference data (${driverName()})`, () => {
  const mapsKey = "maps-key-for-the-browser-only"
  const log: string[] = []
  let app: TestApp
  let token: string

  beforeAll(async () => {
    app = await startTestApp(
      {
        MAPS_API_KEY: mapsKey,
        VISION_URL: "https://vision.example/",
        SUPPORT_URL: "https://help.ignite.example/docs",
      },
      undefined,
      {
        write: (line) => log.push(line),
      },
    )
    const user = await app.agreedUser("gov reader", ["gov"])
    token = user.token
  })
  afterAll(() => app?.close())

  const json = async <T = Page>(path: string, init?: RequestInit & { token?: string }) => {
    const response = await app.request(path, init)
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }

  it("answers every anonymous path", async () => {
    const lists = {
      "/api/v1/technology_types": 19,
      "/api/v1/business_classifications": 8,
      "/api/v1/gov/user_classifications": 12,
      "/api/v1/phases": 3,
      "/api/v1/countries": 249,
    }
    for (const [path, length] of Object.entries(lists))
      expect(await json<Item[]>(path), path).toHaveLength(length)
    expect((await json<Item[]>("/api/v1/phases")).map((phase) => phase.name)).toEqual([
      "Phase I",
      "Phase II",
      "Phase III",
    ])
    const other = (await json<Item[]>("/api/v1/gov/user_classifications")).find(
      (item) => item.govUserClassificationCategory === null,
    )
    expect(other).toMatchObject({ description: "Other" })
  })

  it("answers the marketplace's paths to a signed-in user only", async () => {
    for (const path of [
      "/api/v1/connect/naics_codes",
      "/api/v1/connect/technology_types",
      "/api/v1/connect/business_classifications",
      "/api/v1/connect/awards/phases",
    ]) {
      expect((await app.request(path)).status, path).toBe(401)
      await json(path, { token })
    }
  })

  it("pages, searches and sorts the government organisations", async () => {
    const first = await json("/api/v1/gov_user_organizations")
    expect(first.data).toHaveLength(10)
    expect(first.pagination).toMatchObject({ count: 32, page: 1, pages: 4, from: 1, to: 10 })
    expect(first.data[0]).not.toHaveProperty("govUserOrganizationCategory")

    const last = await json("/api/v1/gov_user_organizations?page=9&perPage=20")
    expect(last.pagination).toMatchObject({ page: 2, from: 21, to: 32 })

    const found = await json("/api/v1/gov_user_organizations?search=space&eager=category")
    expect(found.data.map((o) => o.name)).toEqual(["NASA", "Space Force"])
    expect(found.data[1]?.govUserOrganizationCategory).toEqual({ id: "1", name: "Department of Defense" })

    const byCategory = await json(
      "/api/v1/gov_user_organizations?sort=category&eager=category&perPage=20&page=2",
    )
    expect(
      byCategory.data.every((o) => o.govUserOrganizationCategory?.name === "Department of Defense"),
    ).toBe(true)

    // the names of chosen organisations (the government user search's filter): by ids, repeated or comma-separated
    const chosen = await json("/api/v1/gov_user_organizations?ids[]=4&ids[]=1")
    expect(chosen.data.map((o) => o.name).sort()).toEqual(["Air Force", "Army"])
    expect((await json("/api/v1/gov_user_organizations?ids=2,3")).data).toHaveLength(2)
  })

  for (const path of ["/api/v1/naics_codes", "/api/v1/connect/naics_codes"])
    it(`looks NAICS 2017 codes up at ${path} by ids or by a search, 10 a page`, async () => {
      const get = (query: string) => json(`${path}?${query}`, { token })
      const first = await get("page=1")
      expect(first.data).toHaveLength(10)
      expect(first.pagination).toMatchObject({ page: 1, from: 1, to: 10, count: 2196, pages: 220 })
      expect(first.data.map((code) => code.code).slice(0, 3)).toEqual(["11", "111", "1111"])
      expect((await get("page=220")).pagination).toMatchObject({ from: 2191, to: 2196 })

      const byIds = await get("page=1&perPage=3&ids[]=541715&ids[]=54&ids[]=513210")
      expect(byIds.data.map((code) => code.id)).toEqual(["513210", "54", "541715"])
      expect(byIds.pagination).toMatchObject({ count: 3, page: 1, pages: 1 })
      expect(byIds.data[0]).toMatchObject({ name: "Software Publishers" })
      expect((await get("ids=22,92")).data).toHaveLength(2)

      const byWords = await get("search=RESEARCH%20and%20develop&perPage=5")
      expect(byWords.pagination).toMatchObject({ count: 7, pages: 2 })
      expect(byWords.data[0]).toMatchObject({
        code: "5417",
        label: "5417 - Scientific Research and Development Services",
      })
      const byCode = await get("search=33641")
      expect(byCode.data.map((code) => code.code)).toEqual([
        "33641",
        "336411",
        "336412",
        "336413",
        "336414",
        "336415",
        "336419",
      ])
      expect((await get("search=soybean&page=1")).data.map((code) => code.label)).toContain(
        "111110 - Soybean Farming",
      )
    })

  it("names the NAICS edition in the API docs, and asks a session on the marketplace's path only", async () => {
    expect((await app.request("/api/v1/naics_codes?search=5417")).status).toBe(200)
    expect((await app.request("/api/v1/connect/naics_codes?search=5417")).status).toBe(401)
    const document = await json<{ paths: Record<string, { get: { summary: string; description: string } }> }>(
      "/api/v1/openapi.json",
    )
    for (const path of ["/api/v1/naics_codes", "/api/v1/connect/naics_codes"]) {
      expect(document.paths[path]?.get.summary).toContain("NAICS 2017")
      expect(document.paths[path]?.get.description).toMatch(/NAICS 2017 edition .* Census Bureau/)
    }
  })

  it("sends ETags and answers 304 when nothing changed", async () => {
    for (const path of [
      "/api/v1/countries",
      "/api/v1/naics_codes",
      "/api/v1/gov_user_organizations?page=2",
      "/api/v1/site_settings",
    ]) {
      const first = await app.request(path)
      const etag = first.headers.get("etag")
      expect(etag, path).toBeTruthy()
      const again = await app.request(path, { headers: { "if-none-match": etag! } })
      expect(again.status, path).toBe(304)
    }
    const pageOne = (await app.request("/api/v1/gov_user_organizations")).headers.get("etag")
    const pageTwo = (await app.request("/api/v1/gov_user_organizations?page=2")).headers.get("etag")
    expect(pageOne).not.toBe(pageTwo)
  })

  it("hands the maps key, the VISION and support addresses and the captcha's mode to the web app, the key to no log", async () => {
    const settings = {
      maps: { key: mapsKey },
      vision: { url: "https://vision.example/" },
      support: { url: "https://help.ignite.example/docs" },
      captcha: { mode: "altcha" },
    }
    expect(await json<unknown>("/api/v1/site_settings")).toEqual(settings)
    expect(await (await app.trpc()).reference.siteSettings()).toEqual(settings)
    expect(log.length).toBeGreaterThan(0)
    expect(log.join("\n")).not.toContain(mapsKey)
  })

  it("lets an admin add and rename items, which every reader sees at once", async () => {
    const admin = await app.agreedUser("reference admin", ["admin"])
    const before = await app.request("/api/v1/technology_types")
    const etag = before.headers.get("etag")!

    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: "POST",
        token: admin.token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    const created = await post("/api/v1/admin/technology_types", { name: "  Photonics " })
    expect(created.status).toBe(201)
    const photonics = (await created.json()) as Item
    expect(photonics).toMatchObject({ name: "Photonics" })
    expect((await post("/api/v1/admin/technology_types", { name: "photonics" })).status).toBe(400)

    const after = await app.request("/api/v1/technology_types", { headers: { "if-none-match": etag } })
    expect(after.status).toBe(200)
    expect(((await after.json()) as Item[]).at(-1)).toEqual(photonics)

    const renamed = await app.request("/api/v1/admin/gov_user_organizations/2", {
      method: "PATCH",
      token: admin.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "USN", longName: "Department of the Navy" }),
    })
    expect(renamed.status).toBe(200)
    const found = await json(
      "/api/v1/gov_user_organizations?search=department%20of%20the%20navy&eager=category",
    )
    expect(found.data).toEqual([
      {
        id: "2",
        name: "USN",
        longName: "Department of the Navy",
        govUserOrganizationCategoryId: "1",
        govUserOrganizationCategory: { id: "1", name: "Department of Defense" },
      },
    ])

    const coastGuard = await (await app.trpc(admin.token)).reference.admin.add({
      kind: "govUserOrganizations",
      item: { name: "USCG", longName: "United States Coast Guard", categoryId: "2" },
    })
    expect((await json("/api/v1/gov_user_organizations?search=coast")).data.map((o) => o.id)).toEqual([
      coastGuard.id,
    ])
  })

  it("serves the same lists over tRPC", async () => {
    const anonymous = (await app.trpc()).reference
    expect((await anonymous.govUserOrganizations({ search: "marine" })).data.map((o) => o.name)).toEqual([
      "Marine Corps",
    ])
    expect(await anonymous.phases()).toHaveLength(3)
    expect((await anonymous.naicsCodes({ search: "5417", perPage: 10 })).pagination).toMatchObject({
      count: 7,
    })
    const signedIn = (await app.trpc(token)).reference
    expect((await signedIn.naicsCodesPage({ ids: ["11"] })).data).toEqual([
      {
        id: "11",
        code: "11",
        name: "Agriculture, Forestry, Fishing and Hunting",
        label: "11 - Agriculture, Forestry, Fishing and Hunting",
      },
    ])
  })
})

describe(`site settings without a maps key (${driverName()})`, () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
  })
  afterAll(() => app?.close())

  it("answers a null key", async () => {
    const response = await app.request("/api/v1/site_settings")
    // CAPTCHA=off, as the test app runs: forms wait for no proof of work; the support site's default
    expect(await response.json()).toEqual({
      maps: { key: null },
      vision: { url: null },
      support: { url: "https://support.ignite.example/docs" },
      captcha: { mode: "off" },
    })
  })
})
