import { existsSync } from "node:fs"
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callProcedure, procedures, restRoutes } from "../testing/operations"
import { startTestApp, type TestApp } from "../testing/test-app"

const builtWeb = resolve(__dirname, "../../../web/dist")
const somewhere = "00000000-0000-4000-8000-000000000000"

interface Answer {
  what: string
  response: Response
}

/**
 * Every answer the gateway gives, whatever its status, carries the same protections: no sniffing, no
 * framing, a referrer policy and a request id; API answers are never stored (an ETag'd read is revalidated
 * instead) and pages come with a content security policy.
 */
describe(`security headers on every answer, on ${driverName()}`, () => {
  let app: TestApp
  let webDist: string
  let ownWebDist: string | undefined
  let token: string

  beforeAll(async () => {
    if (existsSync(join(builtWeb, "index.html"))) webDist = builtWeb
    else {
      ownWebDist = await mkdtemp(join(tmpdir(), "ignite-web-"))
      await writeFile(join(ownWebDist, "index.html"), "<!doctype html><title>app</title>")
      webDist = ownWebDist
    }
    app = await startTestApp({ WEB_DIST: webDist })
    token = await app.token(["operator", "admin"])
  })
  afterAll(async () => {
    await app?.close()
    if (ownWebDist) await rm(ownWebDist, { recursive: true, force: true })
  })

  const expectProtected = ({ what, response }: Answer) => {
    const headers = Object.fromEntries(response.headers)
    expect({ what, headers }).toEqual({
      what,
      headers: expect.objectContaining({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": expect.any(String),
        "x-request-id": expect.any(String),
      }),
    })
  }

  const expectApi = (answer: Answer) => {
    expectProtected(answer)
    const { what, response } = answer
    const cacheable = response.headers.has("etag")
    expect({ what, cache: response.headers.get("cache-control") }).toEqual({
      what,
      cache: cacheable ? "no-cache" : "no-store",
    })
  }

  const expectPage = (answer: Answer) => {
    expectProtected(answer)
    const { what, response } = answer
    expect(response.headers.get("content-type")).toContain("text/html")
    expect({ what, policy: response.headers.get("content-security-policy") }).toEqual({
      what,
      policy: expect.stringContaining("frame-ancestors 'none'"),
    })
  }

  // a sweep of every operation, twice: minutes when CI loads the machine, seconds on its own
  it("on every REST operation, signed in or not", { timeout: 180_000 }, async () => {
    for (const route of restRoutes) {
      const path = route.path.replace(/\{\w+\}/g, somewhere)
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : "{}"
      for (const caller of [undefined, token]) {
        const response = await app.request(path, {
          method: route.method,
          token: caller,
          ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
        })
        expectApi({ what: `${route.method} ${route.path} (${response.status})`, response })
        await response.arrayBuffer()
      }
    }
  })

  it("on an ETag'd read, its 200 and its 304 alike", async () => {
    const route = restRoutes.find((r) => r.etag && !r.path.includes("{"))!
    const first = await app.request(route.path)
    expect(first.status).toBe(200)
    expectApi({ what: route.path, response: first })
    expect(first.headers.get("cache-control")).toBe("no-cache")
    const again = await app.request(route.path, {
      headers: { "if-none-match": first.headers.get("etag")! },
    })
    expect(again.status).toBe(304)
    expectApi({ what: `${route.path} (304)`, response: again })
  })

  it("on every tRPC procedure", async () => {
    for (const path of Object.keys(procedures))
      for (const caller of [undefined, token]) {
        const response = await callProcedure(app, path, {}, caller)
        expectApi({ what: `${path} (${response.status})`, response })
        await response.arrayBuffer()
      }
  })

  it("on the probes, the metrics, the REST document, the dev mailbox and a 404", async () => {
    for (const path of [
      "/healthz",
      "/readyz",
      "/metrics",
      "/api/v1/openapi.json",
      "/api/v1/nothing-here",
      "/api/dev/mail?to=nobody@test.ignite.local",
    ]) {
      const response = await app.request(path)
      expectApi({ what: `${path} (${response.status})`, response })
      await response.arrayBuffer()
    }
    const missing = await app.request("/api/v1/nothing-here", { method: "POST" })
    expect(missing.status).toBe(404)
    expectApi({ what: "POST 404", response: missing })
  })

  it("on the static files: the API reference's scripts and styles, the app's hashed assets, a websocket path", async () => {
    const hashed = (await readdir(join(webDist, "assets")).catch(() => [])).find((name) =>
      name.endsWith(".js"),
    )
    for (const path of [
      "/api/docs/init.js",
      "/api/docs/assets/swagger-ui.css",
      "/api/docs/assets/swagger-ui-bundle.js",
      ...(hashed ? [`/assets/${hashed}`] : []),
      "/cable",
    ]) {
      const response = await app.request(path)
      expectProtected({ what: `${path} (${response.status})`, response })
      expect({ path, cache: response.headers.get("cache-control") }).toEqual({
        path,
        cache: expect.stringMatching(/^(no-store|no-cache|public, max-age=31536000, immutable)$/),
      })
      await response.arrayBuffer()
    }
  })

  it("on the pages: the API reference and the app at any of its paths", async () => {
    for (const path of ["/api/docs", "/", "/signin", "/claim_result?resultMessage=x"]) {
      const response = await app.request(path)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      expectPage({ what: path, response })
      await response.arrayBuffer()
    }
  })
})
