import { authErrorCodeOf, reportAuthError } from "./auth-errors"
import { requestHeaders } from "./trpc"

/** The file name a `Content-Disposition: attachment; filename="..."` header names, if any. */
export const attachmentFileName = (disposition: string | null): string | undefined => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "")
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1].trim())
  } catch {
    return match[1].trim()
  }
}

/** Hands a file the page fetched to the browser's downloads, as a link with `download` would. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // the download has taken the blob by now; the next task may let it go
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A refused or failed download: the status, and the server's code when its envelope named one. */
export class DownloadFailed extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`The export answered ${status}.`)
  }
}

const codeOf = (body: string) => {
  try {
    const envelope = JSON.parse(body) as { error?: unknown }
    return typeof envelope.error === "string" ? envelope.error : undefined
  } catch {
    return undefined
  }
}

/**
 * A file the server answers only to this session (a plain link could not carry the Authorization header):
 * fetched with the session's token, as the file to save. An expired session or unsigned terms go to the app's
 * one handler, as for any call.
 */
export const fetchDownload = async (url: string, accept: string, fallbackName: string) => {
  const response = await fetch(url, { headers: { ...requestHeaders(), Accept: accept } })
  if (!response.ok) {
    const failure = new DownloadFailed(response.status, codeOf(await response.text()))
    const code = authErrorCodeOf(failure)
    if (code) reportAuthError({ code })
    throw failure
  }
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get("content-disposition")) ?? fallbackName,
  }
}
