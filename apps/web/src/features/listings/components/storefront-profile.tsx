import type { ListingView } from "@ignite/contracts"
import { Avatar, Badge, Group, Stack, Text, Typography } from "@mantine/core"
import { isWebAddress } from "../../../ui/external-link/external-destination"
import { ExternalLink } from "../../../ui/external-link/external-link"
import { useGuardedLinks } from "../../../ui/external-link/use-guarded-links"
import { listingViewMessages } from "../messages"

/** The owners' own words under the name: logo, tag line and social media accounts (spec 02 §2 header). */
export function CompanyIdentity({ listing }: { readonly listing: ListingView }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {listing.logo && <Avatar src={listing.logo.path} alt={`${listing.name} logo`} radius="sm" size="xl" />}
      <Stack gap={4}>
        {listing.tagLine && (
          <Text size="lg" data-testid="listing-tag-line">
            {listing.tagLine}
          </Text>
        )}
        {listing.socialMediaAccounts.length > 0 && (
          <Group gap="xs" aria-label="Social media accounts" role="list">
            {listing.socialMediaAccounts.map((account) => (
              <Badge key={account.id} variant="outline" role="listitem" tt="none">
                {account.socialMediaTypeName}:{" "}
                {isWebAddress(account.identifier) ? (
                  <ExternalLink href={account.identifier} size="xs">
                    {account.identifier}
                  </ExternalLink>
                ) : (
                  account.identifier
                )}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  )
}

/**
 * The Statement of Capabilities card's body. Only ever the server's HTML, sanitized against the rich-text
 * allow-list before it was stored (platform/src/rich-text/sanitize.ts).
 */
export function CapabilityStatement({ html }: { readonly html: string | null }) {
  const links = useGuardedLinks()
  if (!html)
    return (
      <Text size="sm" c="dimmed">
        {listingViewMessages.noCapabilities}
      </Text>
    )
  return (
    <>
      <Typography
        ref={links.ref}
        data-rich-text=""
        data-testid="capability-statement"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text, see above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {links.dialog}
    </>
  )
}

/** The Company Focuses card's body: NAICS codes, product/service codes and technology types. */
export function CompanyFocuses({ listing }: { readonly listing: ListingView }) {
  const groups = [
    { title: "NAICS Codes", items: listing.naicsCodes.map((code) => `${code.code} - ${code.name}`) },
    {
      title: "Product/Service Codes",
      items: listing.productServiceCodes.map((code) => `${code.code} - ${code.description}`),
    },
    { title: "Technology Types", items: listing.technologyTypes.map((type) => type.name) },
  ].filter((group) => group.items.length > 0)
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {listingViewMessages.nothingToShow}
      </Text>
    )
  return (
    <Stack gap="xs">
      {groups.map((group) => (
        <Stack key={group.title} gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {group.title}
          </Text>
          <Group gap="xs">
            {group.items.map((item) => (
              <Badge key={item} variant="light" tt="none">
                {item}
              </Badge>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  )
}
