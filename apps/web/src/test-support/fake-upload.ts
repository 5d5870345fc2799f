import { act } from "react"
import { afterEach, beforeEach, vi } from "vitest"

type Handler = ((event: ProgressEvent) => void) | null

/** One request the code under test opened: what it sent, and the controls to answer it. */
export class FakeUploadRequest {
  method = ""
  url = ""
  readonly headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ""
  aborted = false
  onload: Handler = null
  onerror: Handler = null
  onabort: Handler = null
  readonly upload: { onprogress: Handler } = { onprogress: null }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
    fakeUploads.sent.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.(new ProgressEvent("abort"))
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    return act(async () =>
      this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total })),
    )
  }
  /** The server answers with `status` and this JSON body. */
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    return act(async () => this.onload?.(new ProgressEvent("load")))
  }
  /** The request never reached the server. */
  fail() {
    return act(async () => this.onerror?.(new ProgressEvent("error")))
  }
  /** The file the multipart form carries in `field`. */
  file(field = "file") {
    return this.body?.get(field) as File | null
  }
}

/** The requests sent since the test started, newest last. */
export const fakeUploads = { sent: [] as FakeUploadRequest[] }

/** `XMLHttpRequest` replaced by `FakeUploadRequest` for each test of the file. */
export const setUpFakeUploads = () => {
  beforeEach(() => {
    fakeUploads.sent.length = 0
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest)
  })
  afterEach(() => vi.unstubAllGlobals())
  return fakeUploads
}
