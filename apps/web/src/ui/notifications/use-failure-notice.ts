import { useEffect } from "react"
import { defaultAutoClearMs, notify } from "./notification-store"

/**
 * Says `message` as a danger notification for 3 s (spec 01 §9) each time `failed` turns true: a load the
 * screen can do without (a list to choose from, a card's data) tells the user once, not on every render.
 */
export const useFailureNotice = (failed: boolean, message: string) => {
  useEffect(() => {
    if (failed) notify({ message, severity: "danger", autoClearMs: defaultAutoClearMs })
  }, [failed, message])
}
