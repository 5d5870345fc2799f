import { normalizePage } from "@ignite/contracts/page-rules"
import { searchMessages } from "@ignite/contracts/texts"
import { Box, Button, Center, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core"
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query"
import { lazy, type ReactNode, Suspense, useState } from "react"
import { saveBlob } from "../../../lib/download"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { ToggleSwitch } from "../../../ui/toggle-switch/toggle-switch"
import {
  effectiveSortOf,
  hasFilters,
  type MarketplaceFilters,
  type MarketplaceSearch,
  marketplaceSearchOf,
  resetSearch,
  type SearchSort,
  type SortDirection,
  searchQueryString,
  withFilters,
} from "../marketplace-search"
import { searchPageMessages } from "../messages"
import { exportListingsCsv, listingFacetsOptions, listingSearchOptions } from "../search-api"
import { ListingHitCard } from "./listing-hit-card"
import { SearchFilterPanels } from "./search-filter-panels"
import classes from "./search-layout.module.css"

// The dialog (Mantine's Modal, its focus trap and scroll lock) loads when someone first saves a search; it stays
// mounted afterwards so it closes with its transition.
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then(({ SaveSearchDialog }) => ({ default: SaveSearchDialog })),
)

const sorts: ReadonlyArray<{ readonly value: SearchSort; readonly label: string }> = [
  { value: "createdAt", label: "Created At" },
  { value: "updatedAt", label: "Updated At" },
  { value: "relevance", label: "Relevance" },
  { value: "name", label: "Name" },
]
const directions: ReadonlyArray<{ readonly value: SortDirection; readonly label: string }> = [
  { value: "desc", label: "Descending" },
  { value: "asc", label: "Ascending" },
]

export interface MarketplaceSearchPageProps {
  readonly title: string
  readonly intro?: string
  /** The search as the address holds it (`marketplaceSearchOf`). */
  readonly search: MarketplaceSearch
  /** Writes a new search into the address. */
  readonly onSearchChange: (next: MarketplaceSearch) => void
  /** Shown between the title and the search (a government user's home puts "Companies for you" there). */
  readonly aside?: ReactNode
}

/**
 * The marketplace search (spec 02 "Search filter panels"): the five panels, sorting, the results a page at a
 * time, and the ways to keep them (a saved search, a CSV export). Everything lives in the address, so a
 * search can be shared, reloaded, saved and opened again as it was.
 */
export function MarketplaceSearchPage({
  title,
  intro,
  search,
  onSearchChange,
  aside,
}: MarketplaceSearchPageProps) {
  const trpc = useTRPC()
  const results = useQuery({ ...listingSearchOptions(trpc, search), placeholderData: keepPreviousData })
  const facets = useQuery({ ...listingFacetsOptions(trpc, search), placeholderData: keepPreviousData })
  const [saving, setSaving] = useState(false)
  const [dialogMounted, setDialogMounted] = useState(false)
  const exporting = useMutation({
    mutationFn: () => exportListingsCsv(search),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notifyFailure(error, searchMessages.exportFailed),
  })

  const change = (filters: Partial<MarketplaceFilters>) => onSearchChange(withFilters(search, filters))
  const filtered = hasFilters(search)

  return (
    <PageFrame>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {intro && (
            <Text c="dimmed" mt="xs">
              {intro}
            </Text>
          )}
        </div>
        {aside}
        {/* filters beside the results on wide screens, so the first results show without scrolling */}
        <div className={classes.layout}>
          <Paper role="search" aria-label="Marketplace filters">
            <SearchFilterPanels search={search} onChange={change} facets={facets.data} />
          </Paper>
          <div>
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
                <Group align="flex-end" wrap="wrap" gap="sm">
                  <NativeSelect
                    label="Sort by"
                    data={sorts.map(({ value, label }) => ({ value, label }))}
                    value={effectiveSortOf(search).sortBy}
                    onChange={(event) =>
                      change({ sortBy: event.currentTarget.value as MarketplaceFilters["sortBy"] })
                    }
                  />
                  <NativeSelect
                    label="Order"
                    data={directions.map(({ value, label }) => ({ value, label }))}
                    value={effectiveSortOf(search).sortDirection}
                    onChange={(event) =>
                      change({
                        sortDirection: event.currentTarget.value as MarketplaceFilters["sortDirection"],
                      })
                    }
                  />
                  <ToggleSwitch
                    label="Highlight matches"
                    checked={search.highlight !== false}
                    onChange={(checked) => change({ highlight: checked ? undefined : false })}
                    className={classes.besideInputs}
                  />
                </Group>
                <Group gap="sm">
                  <Button variant="default" onClick={() => onSearchChange(resetSearch(search))}>
                    Reset
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      setSaving(true)
                      setDialogMounted(true)
                    }}
                    disabled={!filtered}
                    title={filtered ? undefined : searchMessages.emptyQuery}
                  >
                    Save search
                  </Button>
                  <Button variant="default" onClick={() => exporting.mutate()} loading={exporting.isPending}>
                    Export CSV
                  </Button>
                </Group>
              </Group>
              <Box component="section" aria-label="Search results">
                {results.isPending ? (
                  <Center py="xl">
                    <Loader role="status" aria-label={searchPageMessages.searching} />
                  </Center>
                ) : results.isError ? (
                  <LoadFailed message={searchMessages.resultsFailed} onRetry={() => void results.refetch()} />
                ) : (
                  <Stack gap="md" aria-busy={results.isPlaceholderData}>
                    <Text fw={600} role="status">
                      {searchPageMessages.found(results.data.pagination.count)}
                    </Text>
                    {results.data.data.length === 0 ? (
                      <Text c="dimmed" ta="center" py="xl">
                        {searchMessages.noResults}
                      </Text>
                    ) : (
                      <Stack
                        component="ul"
                        gap="sm"
                        p={0}
                        m={0}
                        style={{ listStyle: "none" }}
                        aria-label="Storefronts"
                      >
                        {results.data.data.map((hit) => (
                          <ListingHitCard key={hit.id} hit={hit} />
                        ))}
                      </Stack>
                    )}
                    <PaginationFooter
                      pagination={results.data.pagination}
                      perPage={normalizePage(search).perPage}
                      onChange={(page) => onSearchChange(marketplaceSearchOf({ ...search, ...page }))}
                    />
                  </Stack>
                )}
              </Box>
            </Stack>
          </div>
        </div>
      </Stack>
      {dialogMounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            opened={saving}
            onClose={() => setSaving(false)}
            query={searchQueryString(search)}
          />
        </Suspense>
      )}
    </PageFrame>
  )
}
