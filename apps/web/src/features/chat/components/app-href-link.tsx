import { Anchor, type AnchorProps } from "@mantine/core"
import { useRouter } from "@tanstack/react-router"
import type { ReactNode } from "react"

/**
 * A link to an app path the server names (a participant's storefront or profile): followed by the router,
 * without reloading the page, unless the reader opens it elsewhere (modifier keys, middle click).
 */
export function AppHrefLink({
  href,
  children,
  ...props
}: AnchorProps & { readonly href: string; readonly children: ReactNode }) {
  const router = useRouter()
  return (
    <Anchor
      {...props}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </Anchor>
  )
}
