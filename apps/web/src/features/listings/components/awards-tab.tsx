import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Tooltip } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { useMinimumPending } from "../hooks/use-minimum-pending"
import {
  type AwardSortField,
  awardsRequestOf,
  type ListingSearch,
  type SortDirection,
  searchForAwards,
  searchForAwardsReset,
  searchWithArtifact,
} from "../listing-search"
import { listingViewMessages } from "../messages"
import { awardsOptions, type ListingSide } from "../queries"
import { AwardCard } from "./award-card"

/** How long typing in the filter may pause before it goes to the address. */
export const filterDelayMs = 300
/** Spec 02 §9: the awards loading indicator shows for 300 ms at least. */
export const awardsLoaderMinMs = 300

const sortFields: ReadonlyArray<{ readonly value: AwardSortField; readonly label: string }> = [
  { value: "createdAt", label: "Created At" },
  { value: "updatedAt", label: "Updated At" },
]
const directions: ReadonlyArray<{ readonly value: SortDirection; readonly label: string }> = [
  { value: "desc", label: "Descending" },
  { value: "asc", label: "Ascending" },
]

export interface AwardsTabProps {
  readonly listingId: string
  readonly side: ListingSide
  readonly search: ListingSearch
  readonly onSearchChange: (next: ListingSearch, options?: { readonly replace?: boolean }) => void
}

/** The awards tab (spec 02 §2): read-only awards, filtered, sorted and paged through the address. */
export function AwardsTab({ listingId, side, search, onSearchChange }: AwardsTabProps) {
  const trpc = useTRPC()
  const request = awardsRequestOf(search)
  const awards = useQuery(awardsOptions(trpc, side, listingId, request))
  const loading = useMinimumPending(awards.isPending, awardsLoaderMinMs)
  const [typed, setTyped] = useState(request.searchAwards)

  // The address may change under the box (Reset, back): the box follows it.
  useEffect(() => setTyped(request.searchAwards), [request.searchAwards])
  useEffect(() => {
    if (typed.trim() === request.searchAwards) return
    const timer = setTimeout(
      () =>
        onSearchChange(searchForAwards(search, { searchAwards: typed.trim(), page: 1 }), { replace: true }),
      filterDelayMs,
    )
    return () => clearTimeout(timer)
  }, [typed, request.searchAwards, search, onSearchChange])

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs" align="center">
          <Text fw={600}>Awards</Text>
          <Tooltip label={listingViewMessages.awardsTooltip} multiline w={260} withArrow>
            <ActionIcon variant="subtle" aria-label={listingViewMessages.awardsTooltip} size="sm" radius="xl">
              i
            </ActionIcon>
          </Tooltip>
        </Group>
        <Button variant="default" onClick={() => onSearchChange(searchForAwardsReset(), { replace: true })}>
          Reset
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          label="Filter awards"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={200}
          miw={240}
        />
        <NativeSelect
          label="Sort by"
          data={sortFields.map(({ value, label }) => ({ value, label }))}
          value={request.sortBy}
          onChange={(event) =>
            onSearchChange(
              searchForAwards(search, { sortBy: event.currentTarget.value as AwardSortField, page: 1 }),
            )
          }
        />
        <NativeSelect
          label="Order"
          data={directions.map(({ value, label }) => ({ value, label }))}
          value={request.sortDirection}
          onChange={(event) =>
            onSearchChange(
              searchForAwards(search, { sortDirection: event.currentTarget.value as SortDirection, page: 1 }),
            )
          }
        />
      </Group>
      <QueryView
        query={awards}
        waiting={loading}
        loading="Loading the awards"
        failed={listingViewMessages.awardsLoadFailed}
      >
        {(page) => (
          <>
            {page.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {listingViewMessages.nothingToShow}
              </Text>
            ) : (
              <Stack gap="sm">
                {page.data.map((award) => (
                  <AwardCard
                    key={award.id}
                    award={award}
                    onOpen={() => onSearchChange(searchWithArtifact(search, { id: award.id, type: "award" }))}
                  />
                ))}
              </Stack>
            )}
            <PaginationFooter
              pagination={page.pagination}
              perPage={request.perPage}
              onChange={(next) => onSearchChange(searchForAwards(search, next))}
            />
          </>
        )}
      </QueryView>
    </Stack>
  )
}
