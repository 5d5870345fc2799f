import type { ImportJob } from "@ignite/contracts"
import { useCallback, useEffect, useRef, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { isAuthError } from "../../../lib/auth-errors"
import { importMessages, isCsvFile } from "../messages"
import { type UploadProgress, uploadAwardFile } from "../upload"

export type UploadState =
  | { readonly status: "idle" }
  | { readonly status: "uploading"; readonly fileName: string; readonly progress: UploadProgress | null }
  | { readonly status: "failed"; readonly fileName: string; readonly message: string }

/**
 * One upload at a time: refuses what is not a CSV before sending, reports the bytes sent, and says why
 * the server refused (its message verbatim). Leaving the screen cancels an upload under way.
 */
export const useAwardUpload = (onStarted: (job: ImportJob) => void) => {
  const [state, setState] = useState<UploadState>({ status: "idle" })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const upload = useCallback(
    async (file: File) => {
      if (running.current) return
      if (!isCsvFile(file)) {
        setState({ status: "failed", fileName: file.name, message: importMessages.notCsv })
        return
      }
      const controller = new AbortController()
      running.current = controller
      setState({ status: "uploading", fileName: file.name, progress: null })
      try {
        const job = await uploadAwardFile(
          file,
          (progress) => setState({ status: "uploading", fileName: file.name, progress }),
          controller.signal,
        )
        setState({ status: "idle" })
        onStarted(job)
      } catch (error) {
        if (controller.signal.aborted) return
        // Authorization failures are handled app-wide; the screen only forgets the upload.
        if (isAuthError(error)) setState({ status: "idle" })
        else
          setState({
            status: "failed",
            fileName: file.name,
            message: serverMessageOf(error) ?? importMessages.uploadFailed,
          })
      } finally {
        if (running.current === controller) running.current = null
      }
    },
    [onStarted],
  )

  return { state, upload }
}
