import { Center, Container, Loader, Stack, Tabs } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../errors/load-failed"
import {
  defaultListingTab,
  type ListingSearch,
  type ListingTab,
  listingTabs,
  searchWithArtifact,
} from "../listing-search"
import { listingViewMessages } from "../messages"
import { listingOptions, useListingSide } from "../queries"
import { ArtifactsEmpty } from "./artifacts-empty"
import { AwardModal } from "./award-modal"
import { AwardsTab } from "./awards-tab"
import { StorefrontTab } from "./storefront-tab"

const tabLabels: Record<ListingTab, string> = {
  STOREFRONT: "Storefront",
  PRODUCTS: "Products",
  SERVICES: "Services",
  USE_CASES: "Use Cases",
  AWARDS: "Awards",
}

export interface ListingPageProps {
  readonly listingId: string
  readonly search: ListingSearch
  /** Writes the address; tab changes replace the history entry. */
  readonly onSearchChange: (next: ListingSearch, options?: { readonly replace?: boolean }) => void
  readonly onTabChange: (tab: ListingTab) => void
}

/** The listing view (spec 02 §2): a storefront and its artifacts, one tab at a time. */
export function ListingPage({ listingId, search, onSearchChange, onTabChange }: ListingPageProps) {
  const trpc = useTRPC()
  const side = useListingSide(listingId)
  const listing = useQuery({
    ...listingOptions(trpc, side ?? "connect", listingId),
    enabled: side !== undefined,
  })
  const tab = search.tab ?? defaultListingTab

  if (side === undefined || listing.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the listing" />
      </Center>
    )
  if (listing.isError)
    return (
      <Container size="lg" py="xl">
        <LoadFailed message={listingViewMessages.loadFailed} onRetry={() => void listing.refetch()} />
      </Container>
    )

  return (
    <Container size="lg" py="xl">
      <Tabs
        value={tab}
        onChange={(next) =>
          next && listingTabs.includes(next as ListingTab) && onTabChange(next as ListingTab)
        }
        keepMounted={false}
      >
        <Tabs.List aria-label="Listing sections">
          {listingTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack pt="lg">
          <Tabs.Panel value="STOREFRONT">
            <StorefrontTab listing={listing.data} owner={side === "owner"} />
          </Tabs.Panel>
          <Tabs.Panel value="PRODUCTS">
            <ArtifactsEmpty />
          </Tabs.Panel>
          <Tabs.Panel value="SERVICES">
            <ArtifactsEmpty />
          </Tabs.Panel>
          <Tabs.Panel value="USE_CASES">
            <ArtifactsEmpty />
          </Tabs.Panel>
          <Tabs.Panel value="AWARDS">
            <AwardsTab listingId={listingId} side={side} search={search} onSearchChange={onSearchChange} />
          </Tabs.Panel>
        </Stack>
      </Tabs>
      {search.artifactType === "award" && search.artifactId && (
        <AwardModal
          listingId={listingId}
          side={side}
          awardId={search.artifactId}
          onClose={() => onSearchChange(searchWithArtifact(search, null))}
        />
      )}
    </Container>
  )
}
