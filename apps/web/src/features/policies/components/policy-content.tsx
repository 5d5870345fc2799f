import { Typography } from "@mantine/core"

/**
 * Renders a policy's HTML. Only ever given `content` from the server, which sanitized it against a short
 * allow-list before storing it (domains/policies/src/sanitize.ts); never pass user-typed text here.
 */
export function PolicyContent({ html }: { readonly html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized policy HTML, see above
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />
}
