import { useCallback, useState } from "react"
import { type ExternalDestination, externalDestination } from "./external-destination"
import { ExternalLinkWarning } from "./external-link-warning"

/**
 * The warning's state for one place that has outgoing links: `warn(href)` opens the dialog and answers
 * true when the link leaves Ignite (the caller then stops the browser following it), false otherwise.
 */
export const useExternalLinkWarning = () => {
  const [opened, setOpened] = useState(false)
  const [destination, setDestination] = useState<ExternalDestination | null>(null)
  const warn = useCallback((href: string) => {
    const leaving = externalDestination(href, window.location.origin)
    if (leaving === null) return false
    setDestination(leaving)
    setOpened(true)
    return true
  }, [])
  const dialog = (
    <ExternalLinkWarning opened={opened} destination={destination} onClose={() => setOpened(false)} />
  )
  return { warn, dialog }
}
