import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

describe(`the built web app as the gateway serves it, on ${driverName()}`, () => {
  let app: TestApp
  let webDist: string

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), "ignite-web-"))
    await mkdir(join(webDist, "assets"))
    await writeFile(join(webDist, "index.html"), "<!doctype html><title>app</title>")
    await writeFile(join(webDist, "assets", "main-abc123.js"), "export {}")
    app = await startTestApp({ WEB_DIST: webDist })
  })
  afterAll(async () => {
    await app?.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it("sends pages with a content security policy that allows only our own code, uncached", async () => {
    for (const path of ["/", "/index.html", "/storefront/1/edit", "/signin?q=abc"]) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain("<title>app</title>")
      const policy = response.headers.get("content-security-policy") ?? ""
      expect({ path, policy }).toEqual({ path, policy: expect.stringContaining("script-src 'self'") })
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).not.toMatch(/script-src[^;]*unsafe/)
      expect(response.headers.get("x-frame-options")).toBe("DENY")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("cache-control")).toBe("no-cache")
    }
  })

  it("caches hashed assets for a year", async () => {
    const response = await app.request("/assets/main-abc123.js")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("answers unknown API paths with the 404 envelope, not the app", async () => {
    const response = await app.request("/api/v1/nothing-here")
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: "NotFound",
      message: "The requested resource does not exist",
      status: 404,
    })
  })
})
