import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

type Operation = { security?: Array<Record<string, string[]>> }

describe(`the API reference at /api/docs, on ${driverName()}`, () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app?.close())

  const referencedUrls = (html: string) =>
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]!)

  it("answers a page under a strict content security policy that loads only our own assets", async () => {
    const response = await app.request("/api/docs")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    )
    const html = await response.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const urls = referencedUrls(html)
    expect(urls).toEqual(expect.arrayContaining(["/api/docs/init.js"]))
    for (const url of urls) expect(url).toMatch(/^\/(?!\/)/)
  })

  it("serves every script, stylesheet and icon the page references, with its type", async () => {
    const html = await (await app.request("/api/docs")).text()
    const urls = referencedUrls(html)
    expect(urls.filter((url) => url.endsWith(".js")).length).toBeGreaterThanOrEqual(2)
    expect(urls.some((url) => url.endsWith(".css"))).toBe(true)
    const expectedType = (url: string) =>
      url.endsWith(".css") ? /^text\/css/ : url.endsWith(".png") ? /^image\/png/ : /javascript/
    for (const url of urls) {
      const response = await app.request(url)
      const type = response.headers.get("content-type") ?? ""
      expect({ url, status: response.status, type }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(expectedType(url)),
      })
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
  })

  it("points the initializer at the generated document and serves nothing else of the package", async () => {
    const script = await (await app.request("/api/docs/init.js")).text()
    expect(script).toContain('url: "/api/v1/openapi.json"')
    expect(script).toContain("persistAuthorization: true")
    for (const path of ["index.html", "swagger-initializer.js", "package.json", "../package.json"])
      expect((await app.request(`/api/docs/assets/${path}`)).status).toBe(404)
  })

  it("describes bearer authentication: protected operations require it, public ones none", async () => {
    const document = (await (await app.request("/api/v1/openapi.json")).json()) as {
      components: { securitySchemes: Record<string, unknown> }
      paths: Record<string, Record<string, Operation>>
    }
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    })
    expect(document.paths["/api/v1/current_user"]!.get!.security).toEqual([{ bearerAuth: [] }])
    expect(document.paths["/api/v1/terms"]!.get!.security).toEqual([])
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods))
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true)
  })
})
