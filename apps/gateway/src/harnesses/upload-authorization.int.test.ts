import { readdir } from "node:fs/promises"
import { request as httpRequest } from "node:http"
import { join } from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

const boundary = "----ignite-upload-authorization"

/** A piece of a multipart body: framing text, or `fill` bytes of file content. */
type Segment = string | { readonly fill: number }

/**
 * An artifact form of `files` attachments of `size` bytes each: the name field, then every file part. It is
 * described, never built: `stream` produces it as it is sent, reusing one 64 KiB chunk.
 */
const artifactForm = (files: number, size: number): Segment[] => {
  const key = "listing_service"
  const segments: Segment[] = [
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}[name]"\r\n\r\nUploaded before authorization\r\n`,
  ]
  for (let i = 0; i < files; i++)
    segments.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}[listingArtifactAttachmentsAttributes][${i}][name]"\r\n\r\nFile ${i}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}[listingArtifactAttachmentsAttributes][${i}][file]"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      { fill: size - "%PDF-1.4\n".length },
      "\r\n",
    )
  segments.push(`--${boundary}--\r\n`)
  return segments
}
const lengthOf = (segments: readonly Segment[]) =>
  segments.reduce((sum, s) => sum + (typeof s === "string" ? Buffer.byteLength(s) : s.fill), 0)
const chunk = Buffer.alloc(64 * 1024, 0x20)
async function* stream(segments: readonly Segment[]) {
  for (const segment of segments) {
    if (typeof segment === "string") {
      yield Buffer.from(segment)
      continue
    }
    for (let sent = 0; sent < segment.fill; sent += chunk.length)
      yield sent + chunk.length <= segment.fill ? chunk : chunk.subarray(0, segment.fill - sent)
  }
}

interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
  /** Milliseconds from the first byte sent to the whole answer. */
  readonly ms: number
}

/**
 * POSTs a streamed multipart body with node:http (fetch cannot set Content-Length on a stream) and resolves
 * with the answer as soon as it is complete, then stops sending: the server answers without waiting for the
 * body when it refuses.
 */
const post = (
  url: string,
  token: string | undefined,
  segments: readonly Segment[],
  contentLength = lengthOf(segments),
  contentType = `multipart/form-data; boundary=${boundary}`,
) =>
  new Promise<Answer>((resolve, reject) => {
    const started = performance.now()
    const request = httpRequest(url, {
      method: "POST",
      headers: {
        "content-type": contentType,
        "content-length": String(contentLength),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    request.on("response", (response) => {
      const chunks: Buffer[] = []
      response.on("data", (data: Buffer) => chunks.push(data))
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
          ms: performance.now() - started,
        })
        request.destroy()
      })
    })
    request.on("error", (error) => {
      if (!request.destroyed || !request.writableEnded) reject(error)
    })
    // the server may stop reading once it has answered: a broken pipe then is expected
    pipeline(Readable.from(stream(segments)), request).catch(() => {})
  })

/** What `work` answers, and how far the process's resident memory rose above where it was while it ran. */
const withPeakMemory = async <T>(work: () => Promise<T>) => {
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  try {
    const answers = await work()
    return { answers, growth: peak - before }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * Issue 26, "Bodies read before authorization": a multipart form is authorized (the route's access, then the
 * storefront's membership where its path names one) before a byte of it is read, and files stream to disk
 * within the route's per-file and per-request limits, so anonymous or foreign uploads cost the server nothing
 * and an oversize one leaves nothing behind.
 */
describe(`multipart bodies are authorized before they are read on ${driverName()}`, () => {
  let app: TestApp
  let listingId = ""
  let owner = ""
  let otherCompany = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const callers = await storefrontCallers(app, "Upload Gate")
    ;({ listingId, otherCompany } = callers)
    owner = callers.owner.token
  })
  afterAll(() => app?.close())

  const services = () => `${app.url}/api/v1/listings/${listingId}/listing_services`
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
    )
    return nested.flat().sort()
  }
  /** Every file the server keeps: stored files and the uploads it is receiving. */
  const onDisk = async () => [
    ...(await walk(app.services.config.filesDir)),
    ...(await walk(join(app.services.config.dataDir, "incoming"))),
  ]

  it("answers 20 concurrent anonymous 200 MB uploads with 401 at once, the process's memory flat", async () => {
    // twenty files of 9.9 MB: within the route's 21 files of 10 MB, so only authorization can refuse it
    const form = artifactForm(20, 9_900_000)
    expect(lengthOf(form)).toBeGreaterThan(198_000_000)
    const { answers, growth } = await withPeakMemory(() =>
      Promise.all(Array.from({ length: 20 }, () => post(services(), undefined, form))),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ error: "MissingToken", message: expect.any(String), status: 401 })
    }
    // at once: the slowest answer comes long before 200 MB could have been read (a loaded two-core machine)
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000)
    expect(growth).toBeLessThan(100_000_000)
  }, 120_000)

  it("answers 20 concurrent anonymous 13 MB headshots over tRPC with 401 at once, the process's memory flat", async () => {
    // the headshot as a base64 data URL (the JSON transport's way), just within the procedure's body limit
    const body: Segment[] = ['{"image":"data:image/png;base64,', { fill: 13_000_000 }, '"}']
    const { answers, growth } = await withPeakMemory(() =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          post(`${app.url}/trpc/users.uploadHeadshot`, undefined, body, lengthOf(body), "application/json"),
        ),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ error: { data: { error: "MissingToken", status: 401 } } })
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000)
    // 260 MB sent: read and parsed, they would have been held as strings
    expect(growth).toBeLessThan(100_000_000)
  }, 120_000)

  it("refuses another company's user before reading the form (NotAccountMember), at once", async () => {
    const answer = await post(services(), otherCompany, artifactForm(20, 9_900_000))
    expect(answer).toMatchObject({ status: 403, body: { error: "NotAccountMember", status: 403 } })
    expect(answer.ms).toBeLessThan(10_000)
  }, 60_000)

  it("refuses a member's oversize upload with the spec's 413, keeping nothing on disk", async () => {
    const before = await onDisk()
    // one file a byte over 10 MB: refused as it streams in
    const oversizeFile = await post(services(), owner, artifactForm(1, 10_000_001))
    expect(oversizeFile).toMatchObject({
      status: 413,
      body: { error: "PayloadTooLarge", message: "10MB filesize limit", status: 413 },
    })
    // a body larger than the route's 21 files of 10 MB: refused by its length before it is read
    const declared = artifactForm(22, 9_900_000)
    const oversizeForm = await post(services(), owner, declared)
    expect(oversizeForm).toMatchObject({ status: 413, body: { error: "PayloadTooLarge", status: 413 } })
    expect(Object.keys(oversizeForm.body).sort()).toEqual(["error", "message", "status"])
    expect(oversizeForm.ms).toBeLessThan(10_000)
    expect(await onDisk()).toEqual(before)
  }, 120_000)
})
