import { Anchor, type AnchorProps } from "@mantine/core"
import type { MouseEvent, ReactNode } from "react"
import { externalDestination } from "./external-destination"
import { useExternalLinkWarning } from "./use-external-link-warning"

export interface ExternalLinkProps extends AnchorProps {
  readonly href: string
  readonly children: ReactNode
}

/**
 * A link whose address someone outside Ignite wrote (a storefront's website, an artifact's links, social
 * accounts): following it asks first (ExternalLinkWarning). The anchor keeps its real address, new tab and
 * `noopener noreferrer`, so the status bar, copying the link and a browser without scripts still work.
 * A middle click asks too: it would leave as surely as a click.
 */
export function ExternalLink({ href, children, ...anchorProps }: ExternalLinkProps) {
  const { warn, dialog } = useExternalLinkWarning()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (warn(href)) event.preventDefault()
  }
  const leaves = externalDestination(href, window.location.origin) !== null
  return (
    <>
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-haspopup={leaves ? "dialog" : undefined}
        onClick={follow}
        onAuxClick={follow}
        {...anchorProps}
      >
        {children}
      </Anchor>
      {dialog}
    </>
  )
}
