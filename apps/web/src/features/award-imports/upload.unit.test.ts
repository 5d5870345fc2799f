// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { handleAuthErrorsWith } from "../../lib/auth-errors"
import { setSessionToken } from "../../lib/session/session-token"
import { setUpFakeUploads } from "../../test-support/fake-upload"
import { awardUploadUrl, UploadRefused, uploadAwardFile } from "./upload"

const uploads = setUpFakeUploads()
const csv = () => new File(["company,UEI\n"], "awards.csv", { type: "text/csv" })
/** The upload's failure, caught as it happens (an unobserved rejection would fail the run). */
const failureOf = (upload: Promise<unknown>) =>
  upload.then(
    () => {
      throw new Error("the upload succeeded")
    },
    (error: unknown) => error,
  )

describe("uploading an award file", () => {
  afterEach(() => localStorage.clear())

  it("posts the file as multipart field `file` with the session's token, reporting progress", async () => {
    setSessionToken("token-7")
    const progress = vi.fn()
    const started = uploadAwardFile(csv(), progress)
    const request = uploads.sent[0]!
    expect(request.method).toBe("POST")
    expect(request.url).toBe(awardUploadUrl)
    expect(request.headers.Authorization).toBe("Bearer token-7")
    expect(request.headers["Content-Type"]).toBeUndefined()
    expect(request.file()?.name).toBe("awards.csv")
    await request.progress(5, 10)
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 })
    await request.answer(201, { id: "job-1", status: "running" })
    await expect(started).resolves.toEqual({ id: "job-1", status: "running" })
  })

  it("rejects with the server's envelope, and hands authorization failures to the app's handler", async () => {
    const refused = failureOf(uploadAwardFile(csv(), () => {}))
    await uploads.sent[0]!.answer(409, {
      error: "ImportInProgress",
      message: "An import is already running. Wait for it to finish.",
      status: 409,
    })
    expect(await refused).toEqual(
      new UploadRefused("ImportInProgress", "An import is already running. Wait for it to finish.", 409),
    )
    expect(await refused).toMatchObject({ error: "ImportInProgress", status: 409 })

    const handler = vi.fn()
    const uninstall = handleAuthErrorsWith(handler)
    const expired = failureOf(uploadAwardFile(csv(), () => {}))
    await uploads.sent[1]!.answer(401, {
      error: "ExpiredToken",
      message: "Your session expired.",
      status: 401,
    })
    expect(await expired).toBeInstanceOf(UploadRefused)
    expect(handler).toHaveBeenCalledWith({ code: "ExpiredToken" })
    uninstall()
  })

  it("says so when no answer came, or the answer was not the gateway's", async () => {
    const lost = failureOf(uploadAwardFile(csv(), () => {}))
    await uploads.sent[0]!.fail()
    expect(await lost).toEqual(new Error("The upload did not reach the server."))
    const proxied = failureOf(uploadAwardFile(csv(), () => {}))
    uploads.sent[1]!.status = 502
    uploads.sent[1]!.responseText = "<html>Bad gateway</html>"
    uploads.sent[1]!.onload?.(new ProgressEvent("load"))
    expect(await proxied).toMatchObject({ error: undefined, status: 502 })
  })

  it("stops when its signal aborts", async () => {
    const controller = new AbortController()
    const cancelled = failureOf(uploadAwardFile(csv(), () => {}, controller.signal))
    controller.abort()
    expect(await cancelled).toMatchObject({ name: "AbortError" })
    expect(uploads.sent[0]!.aborted).toBe(true)
  })
})
