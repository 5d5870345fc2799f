import { useEffect } from "react"
import { notify } from "../../notifications/notification-store"

/** Announces a failed load once per failure, with the spec's text for that screen. */
export const useNotifyOnError = (error: unknown, message: string) => {
  useEffect(() => {
    if (error) notify({ message, severity: "danger" })
  }, [error, message])
}
