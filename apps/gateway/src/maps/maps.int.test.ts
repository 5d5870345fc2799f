import { mapsMessages } from "@ignite/contracts/texts"
import { driverName, whiteHouseAddress as whiteHouse } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakePlaces, startFakePlaces } from "../testing/fake-places"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>

const mapsKey = "maps-key-never-to-be-logged"

describe(`address search through the maps port (${driverName()})`, () => {
  let places: FakePlaces
  let app: TestApp
  const log: string[] = []
  const bodies: string[] = []
  let token = ""

  beforeAll(async () => {
    places = await startFakePlaces()
    app = await startTestApp({ MAPS_API_KEY: mapsKey, MAPS_API_URL: places.url }, undefined, {
      write: (line) => log.push(line),
    })
    const user = await app.agreedUser("maps-searcher", ["ignite"])
    token = user.token
  })
  afterAll(async () => {
    await app?.close()
    await places?.close()
  })

  /** As the signed-in searcher, or anonymously with `null`. */
  const get = async (path: string, as: string | null = token) => {
    const response = await app.request(path, { token: as ?? undefined })
    const text = await response.text()
    bodies.push(text)
    return { status: response.status, body: JSON.parse(text) as unknown }
  }
  const trpc = (path: string, input: unknown, as: string | null = token) =>
    get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, as)

  it("suggests places for what was typed, asking the service with our key and the session token", async () => {
    const suggestions = [
      { placeId: "ChIJ-white-house", description: "1600 Pennsylvania Avenue NW, Washington, DC, USA" },
      { placeId: "ChIJ-dayton", description: "1 Main St, Dayton, OH, USA" },
    ]
    expect(await get("/api/v1/maps/places?input=1600%20Penn&sessionToken=session-1")).toEqual({
      status: 200,
      body: suggestions,
    })
    const asked = places.seen.at(-1)!
    expect(asked.pathname).toBe("/place/autocomplete/json")
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      input: "1600 Penn",
      types: "address",
      sessiontoken: "session-1",
      key: mapsKey,
    })
    expect(await trpc("maps.suggest", { input: "1600 Penn" })).toMatchObject({
      status: 200,
      body: { result: { data: suggestions } },
    })
    expect(await get("/api/v1/maps/places?input=nowhere%20at%20all")).toEqual({ status: 200, body: [] })
  })

  it("answers a place's address as spec 02 §3 Address, mapped from its address_components", async () => {
    expect(await get("/api/v1/maps/places/ChIJ-white-house?sessionToken=session-1")).toEqual({
      status: 200,
      body: whiteHouse,
    })
    const asked = places.seen.at(-1)!
    expect(asked.pathname).toBe("/place/details/json")
    expect(asked.searchParams.get("fields")).toBe("address_components")
    expect(asked.searchParams.get("sessiontoken")).toBe("session-1")
    expect(await trpc("maps.place", { placeId: "ChIJ-white-house" })).toMatchObject({
      status: 200,
      body: { result: { data: whiteHouse } },
    })
    expect(await get("/api/v1/maps/places/ChIJ-unknown")).toEqual({
      status: 404,
      body: { error: "PlaceNotFound", message: mapsMessages.placeNotFound, status: 404 },
    })
  })

  it("answers 503 with the envelope when the service is down, refuses or answers garbage", async () => {
    const unavailable = { error: "MapsUnavailable", message: mapsMessages.unavailable, status: 503 }
    for (const input of ["hang up now", "broken service", "denied please"])
      expect(await get(`/api/v1/maps/places?input=${encodeURIComponent(input)}`), input).toEqual({
        status: 503,
        body: unavailable,
      })
    const viaTrpc = (await trpc("maps.suggest", { input: "hang up again" })) as {
      status: number
      body: { error: { message: string; data: Json } }
    }
    expect(viaTrpc.status).toBe(503)
    expect(viaTrpc.body.error.message).toBe(mapsMessages.unavailable)
    expect(viaTrpc.body.error.data).toMatchObject({ error: "MapsUnavailable", status: 503 })
  })

  it("decodes the input by its contract: 3 to 200 characters, a URL-safe place id", async () => {
    for (const input of ["ab", "x".repeat(201)]) {
      const answer = await get(`/api/v1/maps/places?input=${input}`)
      expect(answer.status, input).toBe(400)
      expect(answer.body).toMatchObject({ error: "ValidationFailed" })
    }
    expect((await get("/api/v1/maps/places/has%20a%20space")).status).toBe(400)
    expect((await trpc("maps.suggest", { input: "ab" })).status).toBe(400)
  })

  it("serves signed-in people only", async () => {
    expect(await get("/api/v1/maps/places?input=1600%20Penn", null)).toMatchObject({
      status: 401,
      body: { error: "MissingToken" },
    })
    expect((await get("/api/v1/maps/places/ChIJ-white-house", null)).status).toBe(401)
    expect((await trpc("maps.suggest", { input: "1600 Penn" }, null)).status).toBe(401)
  })

  it("limits each user, so nobody can drain the key, and counts nobody else's calls", async () => {
    const heavy = await app.agreedUser("maps-heavy", ["ignite"])
    const statuses: number[] = []
    for (let call = 0; call < 61; call++)
      statuses.push((await get("/api/v1/maps/places?input=1%20Main", heavy.token)).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await get("/api/v1/maps/places?input=1%20Main")).status).toBe(200)
  })

  it("never puts the key in a log line or an answer", () => {
    expect(log.length).toBeGreaterThan(0)
    expect(log.join("\n")).toContain("address search failed")
    expect(log.join("\n")).not.toContain(mapsKey)
    expect(bodies.join("\n")).not.toContain(mapsKey)
    // what people typed is theirs: the request log keeps the path, not the text
    expect(log.join("\n")).not.toContain("1600 Penn")
  })
})

describe(`address search without a maps key (${driverName()})`, () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({})
  })
  afterAll(() => app?.close())

  it("is not offered: site settings say so, and the endpoints answer 404 after the sign-in check", async () => {
    const settings = await app.request("/api/v1/site_settings")
    expect(((await settings.json()) as { maps: unknown }).maps).toEqual({ key: null })
    const user = await app.agreedUser("maps-without-key", ["ignite"])
    const notConfigured = { error: "MapsNotConfigured", message: mapsMessages.notConfigured, status: 404 }
    for (const path of ["/api/v1/maps/places?input=1600%20Penn", "/api/v1/maps/places/ChIJ-white-house"]) {
      const response = await app.request(path, { token: user.token })
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: notConfigured,
      })
      expect((await app.request(path)).status).toBe(401)
    }
  })
})
