import { Anchor, type AnchorProps, VisuallyHidden } from "@mantine/core"
import type { ReactNode } from "react"
import { useSupportUrl } from "./use-support-url"

/** Opens the external documentation site in a new tab, and says so to screen readers. */
export function SupportLink({ children, ...anchorProps }: AnchorProps & { readonly children: ReactNode }) {
  const supportUrl = useSupportUrl()
  return (
    <Anchor href={supportUrl} target="_blank" rel="noopener noreferrer" {...anchorProps}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  )
}
