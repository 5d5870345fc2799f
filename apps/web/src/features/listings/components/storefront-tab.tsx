import type { ListingView } from "@ignite/contracts"
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { webAddressOf } from "../../../ui/external-link/external-destination"
import { ExternalLink } from "../../../ui/external-link/external-link"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import { listingViewMessages } from "../messages"
import { ArtifactAttachments, ArtifactLinks } from "./artifact-resources"
import { PrimaryContactCard } from "./primary-contact-card"
import { StatusBar } from "./status-bar"
import { CapabilityStatement, CompanyFocuses, CompanyIdentity } from "./storefront-profile"

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

function Card({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function Empty({ children }: { readonly children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  )
}

function Fact({ label, value }: { readonly label: string; readonly value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}

/** The storefront tab (spec 02 §2): status bar for owners, company header, facts and the cards. */
export function StorefrontTab({
  listing,
  owner,
}: {
  readonly listing: ListingView
  readonly owner: boolean
}) {
  const address = [listing.addressLine1, listing.addressLine2, listing.addressLine3].filter(Boolean)
  const place = [listing.city, listing.stateOrProvince, listing.postalCode].filter(Boolean).join(", ")
  return (
    <Stack gap="lg">
      {owner && <StatusBar listing={listing} />}
      <Stack gap={4} component="header">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1}>{listing.name}</Title>
          {/* a visitor (a government user) talks with the company's account (spec 02 §2, §6) */}
          {!owner && (
            <StartChatButton
              participants={[{ participantType: "Account", participantId: listing.accountId }]}
            />
          )}
        </Group>
        <CompanyIdentity listing={listing} />
        {listing.website && (
          <ExternalLink href={webAddressOf(listing.website)}>{listing.website}</ExternalLink>
        )}
        <Text size="sm" component="address" style={{ fontStyle: "normal" }}>
          {address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {place && (
            <>
              {place}
              <br />
            </>
          )}
          {listing.country}
        </Text>
      </Stack>
      <Group gap="xl">
        <Fact label="Founded" value={listing.yearFounded ?? listingViewMessages.notAvailable} />
        <Fact
          label="Last profile sync"
          value={
            listing.lastProfileSync
              ? dateTime.format(new Date(listing.lastProfileSync))
              : listingViewMessages.notAvailable
          }
        />
        <Fact label="Profile views (last 30 days)" value={listing.views} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card title="Business Classifications">
            {listing.businessClassifications.length === 0 ? (
              <Empty>{listingViewMessages.nothingToShow}</Empty>
            ) : (
              <Group gap="xs">
                {listing.businessClassifications.map((classification) => (
                  <Badge key={classification.id} variant="light">
                    {classification.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
          <Card title="Contracting Information">
            <Stack gap="xs">
              <Fact label="UEI" value={listing.uniqueEntityId} />
              <Fact
                label="Number of employees"
                value={listing.numberOfEmployees ?? listingViewMessages.notAvailable}
              />
            </Stack>
          </Card>
          <Card title="Company Focuses">
            <CompanyFocuses listing={listing} />
          </Card>
          <Card title="Links">
            <ArtifactLinks links={listing.listingArtifactLinks} />
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title="Primary Contact">
            <PrimaryContactCard
              listingId={listing.id}
              pointOfContactId={listing.pointOfContactId}
              side={owner ? "owner" : "connect"}
            />
          </Card>
          <Card title="Statement of Capabilities">
            <CapabilityStatement html={listing.capabilityStatement} />
          </Card>
          <Card title="Attachments">
            <ArtifactAttachments attachments={listing.listingArtifactAttachments} />
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
