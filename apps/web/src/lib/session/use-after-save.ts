import { notify } from "../../ui/notifications/notification-store"
import { settle } from "../save-timing"
import { useSessionActions } from "./use-session-actions"

/**
 * What follows a successful save of the user's own data (spec 01 §4): its notice at once, about 500 ms later a
 * new salt (the session read again, so the gate decides on what the server now says), then the form completes.
 */
export const useAfterSave = () => {
  const { refresh } = useSessionActions()
  return async (message: string, done: () => void) => {
    notify({ message, severity: "success" })
    await settle()
    await refresh()
    done()
  }
}
