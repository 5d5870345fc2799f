import type { ArtifactAttachment, ArtifactLink } from "@ignite/contracts"
import { Anchor, Stack, Text } from "@mantine/core"
import { ExternalLink } from "../../../ui/external-link/external-link"
import { listingViewMessages } from "../messages"

function Empty({ text }: { readonly text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  )
}

/** The storefront's Links card: every link of the listing's services, products and use cases. */
export function ArtifactLinks({ links }: { readonly links: readonly ArtifactLink[] }) {
  if (links.length === 0) return <Empty text={listingViewMessages.noLinks} />
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {links.map((link) => (
        <li key={link.id}>
          <ExternalLink href={link.url} size="sm">
            {link.name}
          </ExternalLink>
        </li>
      ))}
    </Stack>
  )
}

/** The storefront's Attachments card: every attachment of the listing's artifacts, to download. */
export function ArtifactAttachments({
  attachments,
}: {
  readonly attachments: readonly ArtifactAttachment[]
}) {
  if (attachments.length === 0) return <Empty text={listingViewMessages.noAttachments} />
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Anchor href={attachment.file.path} download={attachment.file.fileName ?? true} size="sm">
            {attachment.name}
          </Anchor>
        </li>
      ))}
    </Stack>
  )
}
