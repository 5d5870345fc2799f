import { useEffect, useState } from "react"
import { useExternalLinkWarning } from "./use-external-link-warning"

/**
 * Rich text (a capability statement, a problem statement, a policy) carries links its authors wrote, in
 * HTML the app does not render itself. Give `ref` to the element that holds it: a link inside that leaves
 * Ignite asks first, like an ExternalLink. Enter on a focused link is a click too, so keyboards are asked.
 */
export const useGuardedLinks = () => {
  const [root, ref] = useState<HTMLElement | null>(null)
  const { warn, dialog } = useExternalLinkWarning()
  useEffect(() => {
    if (root === null) return
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (link === null || !root.contains(link)) return
      if (warn(link.getAttribute("href") ?? "")) event.preventDefault()
    }
    root.addEventListener("click", follow)
    root.addEventListener("auxclick", follow)
    return () => {
      root.removeEventListener("click", follow)
      root.removeEventListener("auxclick", follow)
    }
  }, [root, warn])
  return { ref, dialog }
}
