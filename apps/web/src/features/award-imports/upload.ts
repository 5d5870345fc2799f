import type { ImportJob } from "@ignite/contracts"
import { authErrorCodeOf, reportAuthError } from "../../lib/auth-errors"
import { requestHeaders } from "../../lib/trpc"

/** Where admins send an SBIR.gov award file; the answer is the import it started (201). */
export const awardUploadUrl = "/api/v1/admin/imports/sbir_awards"

export interface UploadProgress {
  readonly loaded: number
  /** The request body's size; the multipart wrapping makes it a little larger than the file. */
  readonly total: number
}

/** A refused upload as the gateway's envelope says it, so `serverMessageOf` and the auth handling read it. */
export class UploadRefused extends Error {
  constructor(
    readonly error: string | undefined,
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const refusalOf = (status: number, body: string) => {
  try {
    const envelope = JSON.parse(body) as { error?: unknown; message?: unknown }
    if (typeof envelope.message === "string")
      return new UploadRefused(
        typeof envelope.error === "string" ? envelope.error : undefined,
        envelope.message,
        status,
      )
  } catch {
    // not the gateway's envelope (a proxy's error page): the screen says it in its own words
  }
  return new UploadRefused(undefined, `The upload failed with status ${status}.`, status)
}

/**
 * Sends the file as multipart field `file` with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch has none), and the same headers as every other call (the session's bearer token).
 * Answers the started import; rejects with an `UploadRefused` for an error answer, an Error when the
 * request never got an answer, an AbortError when `signal` aborts it.
 */
export const uploadAwardFile = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImportJob> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open("POST", awardUploadUrl)
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    }
    request.onload = () => {
      if (request.status === 201 || request.status === 200) {
        try {
          resolve(JSON.parse(request.responseText) as ImportJob)
        } catch (error) {
          reject(error)
        }
        return
      }
      const refusal = refusalOf(request.status, request.responseText)
      // An expired session or unsigned terms: the app's one handler moves the user, as for any call.
      const code = authErrorCodeOf(refusal)
      if (code) reportAuthError({ code })
      reject(refusal)
    }
    request.onerror = () => reject(new Error("The upload did not reach the server."))
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"))
    signal?.addEventListener("abort", () => request.abort(), { once: true })
    const form = new FormData()
    form.append("file", file, file.name)
    request.send(form)
  })
