import { Typography } from "@mantine/core"
import { useGuardedLinks } from "../../../ui/external-link/use-guarded-links"

/**
 * Renders a policy's HTML. Only ever given `content` from the server, which sanitized it against a short
 * allow-list before storing it (platform/src/rich-text/sanitize.ts); never pass user-typed text here.
 * `data-rich-text` marks stored rich text in the page, for the browser tests that check it renders inert.
 */
export function PolicyContent({ html }: { readonly html: string }) {
  const links = useGuardedLinks()
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized policy HTML, see above */}
      <Typography ref={links.ref} data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />
      {links.dialog}
    </>
  )
}
