import { useSyncExternalStore } from "react"
import { currentSupportUrl, subscribeSupportUrl } from "./support-url"

/** The external documentation site behind every support link. */
export const useSupportUrl = () => useSyncExternalStore(subscribeSupportUrl, currentSupportUrl)
