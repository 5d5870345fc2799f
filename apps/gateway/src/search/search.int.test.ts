import type { ErrorEnvelope, SavedSearchesPage, SavedSearchView } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/** Saved searches through the whole app: REST over HTTP and the tRPC router in process, as real users. */
describe(`saved searches through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let mine: string
  let otherGov: string
  let company: string

  beforeAll(async () => {
    app = await startTestApp()
    const tokens = await Promise.all(
      [
        ["saved search owner", "gov"],
        ["another gov user", "gov"],
        ["a company user", "ignite"],
      ].map(async ([name, role]) => {
        const user = await app.agreedUser(name!, [role as "gov" | "ignite"])
        return user.token
      }),
    )
    ;[mine, otherGov, company] = tokens as [string, string, string]
  })
  afterAll(() => app?.close())

  const json = async <T = SavedSearchView>(path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await app.request(path, {
      ...init,
      headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
    })
    return { status: response.status, body: (response.status === 204 ? null : await response.json()) as T }
  }
  const save = (body: unknown, token = mine) =>
    json("/api/v1/saved_searches", { method: "POST", token, body: JSON.stringify(body) })

  it("saves the search in the address under a name, in canonical form, and lists it", async () => {
    const created = await save({
      name: "  UAS in Ohio ",
      query: "?page=3&listingState=OH&searchListings=uas&perPage=20&searchProducts=",
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: "UAS in Ohio",
      query: "searchListings=uas&listingState=OH",
      alertsEnabled: true,
    })
    const page = await json<SavedSearchesPage>("/api/v1/saved_searches?page=1&perPage=5", { token: mine })
    expect(page.body.data.map((row) => row.name)).toContain("UAS in Ohio")
  })

  it("renames it, turns its alerts off, and deletes it", async () => {
    const { body: created } = await save({ name: "Lidar", query: "searchAwards=lidar" })
    const changed = await json(`/api/v1/saved_searches/${created.id}`, {
      method: "PATCH",
      token: mine,
      body: JSON.stringify({ name: "Lidar awards", alertsEnabled: false }),
    })
    expect(changed).toMatchObject({ status: 200, body: { name: "Lidar awards", alertsEnabled: false } })
    expect(
      (await json(`/api/v1/saved_searches/${created.id}`, { method: "DELETE", token: mine })).status,
    ).toBe(204)
    expect((await json<ErrorEnvelope>(`/api/v1/saved_searches/${created.id}`, { token: mine })).status).toBe(
      404,
    )
  })

  it("answers another user's saved search as not found, for reading, changing and deleting", async () => {
    const { body: created } = await save({ name: "Private", query: "searchListings=secret" })
    for (const init of [
      {},
      { method: "PATCH", body: JSON.stringify({ name: "Mine now" }) },
      { method: "DELETE" },
    ]) {
      const answer = await json<ErrorEnvelope>(`/api/v1/saved_searches/${created.id}`, {
        ...init,
        token: otherGov,
      })
      expect(answer).toMatchObject({ status: 404, body: { error: "NotFound", status: 404 } })
    }
    expect((await json(`/api/v1/saved_searches/${created.id}`, { token: mine })).body.name).toBe("Private")
  })

  it("refuses bad input with the field and its message, and company users altogether", async () => {
    const cases = [
      [{ name: "x", query: "searchListings=uas" }, "name", "must be between 2 and 100 characters"],
      [
        { name: "Nothing", query: "page=2&perPage=10" },
        "query",
        "choose at least one filter before saving the search",
      ],
      [
        { name: "Odd", query: "searchListings=uas&admin=1" },
        "query",
        "has a parameter the search does not know: admin",
      ],
    ] as const
    for (const [body, path, message] of cases) {
      const answer = await save(body)
      expect(answer.status).toBe(400)
      expect((answer.body as unknown as ErrorEnvelope).details?.[0]).toMatchObject({ path, message })
    }
    expect((await save({ name: "Company", query: "searchListings=uas" }, company)).status).toBe(403)
  })

  it("does the same over tRPC", async () => {
    const trpc = (await app.trpc(mine)).search
    const created = await trpc.save({
      name: "By tRPC",
      query: "searchUseCases=maintenance",
      alertsEnabled: false,
    })
    expect(await trpc.savedSearch({ savedSearchId: created.id })).toMatchObject({
      name: "By tRPC",
      alertsEnabled: false,
    })
    expect(await trpc.updateSaved({ savedSearchId: created.id, alertsEnabled: true })).toMatchObject({
      alertsEnabled: true,
    })
    expect((await trpc.savedSearches({ page: 1, perPage: 20 })).data.map((row) => row.name)).toContain(
      "By tRPC",
    )
    await expect(
      (await app.trpc(otherGov)).search.savedSearch({ savedSearchId: created.id }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    })
    expect(await trpc.deleteSaved({ savedSearchId: created.id })).toBeNull()
  })
})
