import type { ListingSearchHit, SearchMatch } from "@ignite/contracts"
import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { Fragment } from "react"
import { formatCount } from "../../../lib/format-count"
import { HighlightedText } from "../../../ui/highlight/highlighted-text"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import classes from "./search-layout.module.css"

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** "3 services · 1 product · 0 use cases · 12 awards" */
export const countsLine = ({ services, products, useCases, awards }: ListingSearchHit["counts"]) =>
  [
    plural(services, "service", "services"),
    plural(products, "product", "products"),
    plural(useCases, "use case", "use cases"),
    plural(awards, "award", "awards"),
  ].join(" · ")

const matchKinds: Record<SearchMatch["kind"], string> = {
  listing: "Company profile",
  service: "Service",
  product: "Product",
  useCase: "Use case",
  award: "Award",
}

// Where a match opens on the listing view: its tab, with the artifact's details (spec 02 §2 artifactType).
const matchTargets = {
  service: { tab: "SERVICES", artifactType: "service" },
  product: { tab: "PRODUCTS", artifactType: "product" },
  useCase: { tab: "USE_CASES", artifactType: "use case" },
  award: { tab: "AWARDS", artifactType: "award" },
} as const

function MatchLink({ listingId, match }: { readonly listingId: string; readonly match: SearchMatch }) {
  if (match.kind === "listing") return <>{matchKinds.listing}</>
  const target = matchTargets[match.kind]
  return (
    <Anchor
      inherit
      renderRoot={(props) => (
        <Link
          to="/ignite/listings/$id"
          params={{ id: listingId }}
          search={{ tab: target.tab, artifactType: target.artifactType, artifactId: match.id }}
          {...props}
        />
      )}
    >
      {matchKinds[match.kind]} '{match.name}'
    </Anchor>
  )
}

const shownTechnologyTypes = 5

/**
 * A storefront the search found (spec 02 §1): logo, name (to its listing view), tag line, place, the
 * VISION-only mark, technology types, what it offers, and why it matched, the server's highlight shown as
 * text with the matched terms marked.
 */
export function ListingHitCard({ hit }: { readonly hit: ListingSearchHit }) {
  const place = [hit.city, hit.stateOrProvince].filter(Boolean).join(", ")
  const { highlight, matches } = hit.searchMetadata
  const more = hit.technologyTypes.length - shownTechnologyTypes
  return (
    <Card withBorder padding="md" component="li" aria-label={hit.name} className={classes.renderWhenNear}>
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={hit.logo?.path ?? null} alt={`${hit.name} logo`} name={hit.name} radius="md" size="lg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              renderRoot={(props) => <Link to="/ignite/listings/$id" params={{ id: hit.id }} {...props} />}
              fw={600}
              size="lg"
            >
              {hit.name}
            </Anchor>
            {hit.isOnlyVisionVisible && (
              <Badge size="sm" color="blue" variant="light">
                VISION only
              </Badge>
            )}
          </Group>
          {hit.tagLine && <Text size="sm">{hit.tagLine}</Text>}
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          {highlight && (
            <Text size="sm" data-search-highlight>
              <HighlightedText html={highlight} />
            </Text>
          )}
          {matches.length > 0 && (
            <Text size="sm" data-search-matches>
              Matched in:{" "}
              {matches.map((match, index) => (
                <Fragment key={`${match.kind}-${match.id}`}>
                  {index > 0 && ", "}
                  <MatchLink listingId={hit.id} match={match} />
                </Fragment>
              ))}
            </Text>
          )}
          {hit.technologyTypes.length > 0 && (
            <Group gap={4} aria-label="Technology types">
              {hit.technologyTypes.slice(0, shownTechnologyTypes).map((type) => (
                <Badge key={type.id} size="sm" variant="outline">
                  {type.name}
                </Badge>
              ))}
              {more > 0 && (
                <Text span size="xs" c="dimmed">
                  and {more} more
                </Text>
              )}
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {countsLine(hit.counts)}
          </Text>
        </Stack>
        <StartChatButton
          size="xs"
          participants={[{ participantType: "Account", participantId: hit.accountId }]}
        />
      </Group>
    </Card>
  )
}
