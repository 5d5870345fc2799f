import type { ArtifactKind, ListingView } from "@ignite/contracts"
import { Center, Loader, Stack, Tabs } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { useTRPC } from "../../../lib/trpc"
import { QueryView } from "../../../ui/errors/query-view"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { tabOfKind } from "../artifacts/artifact-kinds"
import { useArtifactFormTarget } from "../artifacts/hooks/use-artifact-form-target"
import {
  defaultListingTab,
  type ListingSearch,
  type ListingTab,
  listingTabs,
  searchWithArtifact,
} from "../listing-search"
import { listingViewMessages } from "../messages"
import { type ListingSide, listingOptions, useListingSide } from "../queries"
import { AwardModal } from "./award-modal"
import { AwardsTab } from "./awards-tab"
import { StorefrontTab } from "./storefront-tab"

// The artifacts' tabs and modals, and their form library, load when first shown.
const ArtifactsTab = lazy(() => import("../artifacts/components/artifacts-tab"))
const ArtifactDetailsModal = lazy(() => import("../artifacts/components/artifact-details-modal"))
const ArtifactFormModal = lazy(() => import("../artifacts/components/artifact-form-modal"))

const artifactKindsShown = ["product", "service", "use_case"] as const satisfies readonly ArtifactKind[]

function TabLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  )
}

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
  const artifactForm = useArtifactFormTarget()

  return (
    <QueryView
      query={listing}
      waiting={side === undefined}
      loading="Loading the listing"
      failed={listingViewMessages.loadFailed}
      failedFrame={(alert) => <PageFrame>{alert}</PageFrame>}
    >
      {(data) =>
        // the side is known whenever the listing has come (its read waits for it)
        side && (
          <ListingSections
            listingId={listingId}
            search={search}
            onSearchChange={onSearchChange}
            onTabChange={onTabChange}
            listing={data}
            side={side}
            artifactForm={artifactForm}
          />
        )
      }
    </QueryView>
  )
}

interface ListingSectionsProps extends ListingPageProps {
  readonly listing: ListingView
  readonly side: ListingSide
  readonly artifactForm: ReturnType<typeof useArtifactFormTarget>
}

function ListingSections({
  listingId,
  search,
  onSearchChange,
  onTabChange,
  listing,
  side,
  artifactForm,
}: ListingSectionsProps) {
  const tab = search.tab ?? defaultListingTab
  return (
    <PageFrame>
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
            <StorefrontTab listing={listing} owner={side === "owner"} />
          </Tabs.Panel>
          {artifactKindsShown.map((kind) => (
            <Tabs.Panel key={kind} value={tabOfKind[kind]}>
              <Suspense fallback={<TabLoader />}>
                <ArtifactsTab
                  listingId={listingId}
                  side={side}
                  kind={kind}
                  search={search}
                  onSearchChange={onSearchChange}
                  onCreate={() => artifactForm.open({ kind })}
                  onEdit={(artifactId) => artifactForm.open({ kind, artifactId })}
                />
              </Suspense>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="AWARDS">
            <AwardsTab listingId={listingId} side={side} search={search} onSearchChange={onSearchChange} />
          </Tabs.Panel>
        </Stack>
      </Tabs>
      {search.artifactType && search.artifactType !== "award" && search.artifactId && (
        <Suspense fallback={null}>
          <ArtifactDetailsModal
            listingId={listingId}
            side={side}
            artifactType={search.artifactType}
            artifactId={search.artifactId}
            onClose={() => onSearchChange(searchWithArtifact(search, null))}
            {...(side === "owner"
              ? {
                  // Spec 02 §2: Edit opens the form and clears the details' params.
                  onEdit: (kind: ArtifactKind, artifactId: string) => {
                    onSearchChange(searchWithArtifact(search, null))
                    artifactForm.open({ kind, artifactId })
                  },
                }
              : {})}
          />
        </Suspense>
      )}
      {side === "owner" && artifactForm.target && (
        <Suspense fallback={null}>
          <ArtifactFormModal
            // A new target is a new form.
            key={artifactForm.target.serial}
            listingId={listingId}
            kind={artifactForm.target.kind}
            {...(artifactForm.target.artifactId ? { artifactId: artifactForm.target.artifactId } : {})}
            opened={artifactForm.opened}
            onClose={artifactForm.close}
          />
        </Suspense>
      )}
      {search.artifactType === "award" && search.artifactId && (
        <AwardModal
          listingId={listingId}
          side={side}
          awardId={search.artifactId}
          onClose={() => onSearchChange(searchWithArtifact(search, null))}
        />
      )}
    </PageFrame>
  )
}
