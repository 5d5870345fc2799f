import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { isAppError } from "@ignite/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createLogger } from "../observability/logger"
import { createGooglePlaces } from "./google-places"

const key = "unit-test-maps-key"

/** A Places stand-in that never answers: the adapter must give up on its own. */
describe("the Google Places adapter's failures", () => {
  let server: Server
  let baseUrl = ""
  const asked: string[] = []
  const lines: string[] = []

  beforeAll(async () => {
    server = createServer((request) => {
      asked.push(request.url ?? "")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/place/`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const places = () =>
    createGooglePlaces({
      key,
      baseUrl,
      timeoutMs: 200,
      logger: createLogger({}, (line) => lines.push(line)),
    })

  it("gives up after its timeout with MapsUnavailable, naming neither the key nor the URL", async () => {
    const started = Date.now()
    const failure = await places()
      .suggest("1600 Penn")
      .catch((error: unknown) => error)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(isAppError(failure) && { code: failure.code, status: failure.status }).toEqual({
      code: "MapsUnavailable",
      status: 503,
    })
    expect(JSON.stringify(failure)).not.toContain(key)
    expect(String((failure as Error).stack)).not.toContain(key)
    expect(lines.join("\n")).toContain("TimeoutError")
    expect(lines.join("\n")).not.toContain(key)
    expect(lines.join("\n")).not.toContain("1600")
  })

  it("sends the session token only when there is one", async () => {
    await places()
      .place("ChIJ-abc")
      .catch(() => undefined)
    const url = new URL(asked.at(-1)!, "http://fake")
    expect(url.pathname).toBe("/place/details/json")
    expect(url.searchParams.has("sessiontoken")).toBe(false)
    expect(url.searchParams.get("place_id")).toBe("ChIJ-abc")
  })
})
