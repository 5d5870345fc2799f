import { useEffect } from "react"
import { notifyFailure } from "../../../lib/session/notify-failure"

/** Announces a failed load once per failure, with the spec's text for that screen. */
export const useNotifyOnError = (error: unknown, message: string) => {
  useEffect(() => {
    if (error) notifyFailure(error, message)
  }, [error, message])
}
