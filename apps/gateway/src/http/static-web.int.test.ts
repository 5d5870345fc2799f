import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/** A GET as the bytes travel: Node's fetch would ask for compression itself and undo it before we look. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on("error", reject)
    })
      .on("error", reject)
      .end()
  })

// An entry chunk as the build writes it: the file, and its brotli and gzip siblings (apps/web/precompress.ts).
const entryChunk = `import{a as b}from"./vendor.js";${"export const page=()=>b('sign in');".repeat(200)}`

describe(`the built web app as the gateway serves it, on ${driverName()}`, () => {
  let app: TestApp
  let webDist: string

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), "ignite-web-"))
    await mkdir(join(webDist, "assets"))
    const page = "<!doctype html><title>app</title>"
    await writeFile(join(webDist, "index.html"), page)
    await writeFile(join(webDist, "index.html.br"), brotliCompressSync(page))
    // the sign-in page is a document of its own (apps/web/signin.html)
    const signInPage = "<!doctype html><title>sign in</title>"
    await writeFile(join(webDist, "signin.html"), signInPage)
    await writeFile(join(webDist, "signin.html.br"), brotliCompressSync(signInPage))
    await writeFile(join(webDist, "assets", "main-abc123.js"), "export {}")
    await writeFile(join(webDist, "assets", "index-def456.js"), entryChunk)
    await writeFile(join(webDist, "assets", "index-def456.js.br"), brotliCompressSync(entryChunk))
    await writeFile(join(webDist, "assets", "index-def456.js.gz"), gzipSync(entryChunk))
    await mkdir(join(webDist, ".vite"))
    await writeFile(join(webDist, ".vite", "manifest.json"), "{}")
    app = await startTestApp({ WEB_DIST: webDist })
  })
  afterAll(async () => {
    await app?.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it("sends pages with a content security policy that allows only our own code, uncached", async () => {
    for (const [path, title] of [
      ["/", "app"],
      ["/index.html", "app"],
      ["/storefront/1/edit", "app"],
      ["/signin", "sign in"],
      ["/signin?q=abc", "sign in"],
    ]) {
      const response = await app.request(path!)
      expect(response.status).toBe(200)
      expect({ path, page: await response.text() }).toEqual({
        path,
        page: expect.stringContaining(`<title>${title}</title>`),
      })
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

  it("sends the build's brotli file to a client that accepts brotli, and the file itself to one that does not", async () => {
    const br = await rawGet(`${app.url}/assets/index-def456.js`, { "accept-encoding": "br, gzip" })
    expect(br.status).toBe(200)
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(brotliDecompressSync(br.body).toString()).toBe(entryChunk)

    const gz = await rawGet(`${app.url}/assets/index-def456.js`, { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.body).toString()).toBe(entryChunk)

    const plain = await rawGet(`${app.url}/assets/index-def456.js`)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(entryChunk)
  })

  it("keeps a page's headers when it sends the page's compressed file, deep links included", async () => {
    for (const [path, title] of [
      ["/", "app"],
      ["/storefront/1/edit", "app"],
      ["/signin", "sign in"],
    ]) {
      const response = await rawGet(`${app.url}${path}`, { "accept-encoding": "br" })
      expect({ path, encoding: response.headers["content-encoding"] }).toEqual({ path, encoding: "br" })
      expect(response.headers["content-type"]).toMatch(/^text\/html/)
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'")
      expect(response.headers["cache-control"]).toBe("no-cache")
      expect(brotliDecompressSync(response.body).toString()).toContain(`<title>${title}</title>`)
    }
  })

  it("does not serve the build's manifest", async () => {
    const response = await rawGet(`${app.url}/.vite/manifest.json`)
    expect(response.body.toString()).not.toBe("{}")
  })

  it("compresses a large API answer for a client that accepts it, and sends it plain to one that does not", async () => {
    const gz = await rawGet(`${app.url}/api/v1/openapi.json`, { "accept-encoding": "gzip" })
    expect(gz.status).toBe(200)
    expect(gz.headers["content-encoding"]).toBe("gzip")
    const document = JSON.parse(gunzipSync(gz.body).toString())
    expect(document.openapi).toMatch(/^3\./)
    expect(gz.body.length).toBeLessThan(JSON.stringify(document).length / 3)

    const plain = await rawGet(`${app.url}/api/v1/openapi.json`)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(plain.body.toString())).toEqual(document)
  })

  it("sends small API answers as they are", async () => {
    const response = await rawGet(`${app.url}/api/v1/nothing-here`, { "accept-encoding": "gzip, br" })
    expect(response.status).toBe(404)
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(response.body.toString()).error).toBe("NotFound")
  })
})
