import { notify } from "../../ui/notifications/notification-store"
import { isAuthError } from "../auth-errors"

/**
 * A screen's failure message, unless the call failed for an authorization reason: the app-wide handling
 * has then already said what happened and moved the user (spec 01 §8).
 */
export const notifyFailure = (error: unknown, message: string) => {
  if (isAuthError(error)) return
  notify({ message, severity: "danger" })
}
