import type { GovUser } from "@ignite/contracts"
import { Center, Loader, Stack, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { usePageSearch } from "../../../ui/pagination/page-search"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { type GovUserFilters, govUsersQueryOf, hasFilters } from "../gov-user-filters"
import { GovUserCard } from "./gov-user-card"
import { GovUserFilterPanel } from "./gov-user-filter-panel"

/**
 * /gov/users: company users and admins find government users (the server refuses everyone else). The
 * filters, the page and its size live in the address, so a search can be shared and survives a reload.
 */
export function GovUsersSearchPage({
  filters,
  onFilters,
}: {
  filters: GovUserFilters
  onFilters: (next: GovUserFilters) => void
}) {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const results = useQuery({
    ...trpc.govUsers.list.queryOptions({ ...govUsersQueryOf(filters), page, perPage }),
    placeholderData: keepPreviousData,
  })
  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <Title order={1}>Government Users</Title>
        <GovUserFilterPanel key={filters.search ?? ""} filters={filters} onChange={onFilters} />
        {results.isPending ? (
          <Center py="xl">
            <Loader aria-label="Searching government users" />
          </Center>
        ) : results.isError ? (
          <LoadFailed
            message="Unable to search government users. Please try again."
            onRetry={() => void results.refetch()}
          />
        ) : results.data.data.length === 0 ? (
          <Text c="dimmed">
            {hasFilters(filters) ? "No government users match these filters." : "No government users yet."}
          </Text>
        ) : (
          <>
            <Stack gap="sm" aria-label="Government users found" component="section">
              {results.data.data.map((user) => (
                <GovUserCard key={user.id} user={user as GovUser} />
              ))}
            </Stack>
            <PaginationFooter pagination={results.data.pagination} perPage={perPage} onChange={onChange} />
          </>
        )}
      </Stack>
    </PageFrame>
  )
}
