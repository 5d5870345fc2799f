import type { ListingPageViews } from "@ignite/contracts"
import { Box, Stack } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useCallback } from "react"
import { useTRPC } from "../../../lib/trpc"
import { HorizontalBarChart } from "../../../ui/charts/components/horizontal-bar-chart"
import { type DataColumn, DataTable } from "../../../ui/data-table/data-table"
import { chartPalette } from "../chart-palette"
import { useStatisticState } from "../hooks/use-statistic-state"
import { StorefrontLink } from "./drill-columns"
import { StatisticCard } from "./statistic-card"

// Spec 02 §7: the card asks for the first page of ten, the most viewed.
const topTen = { page: 1, perPage: 10 }

const columns: DataColumn<ListingPageViews>[] = [
  {
    id: "name",
    header: "Storefront",
    value: (row) => row.name,
    cell: (row) => <StorefrontLink listingId={row.id} name={row.name} />,
  },
  { id: "pageViews", header: "Page views", value: (row) => row.pageViews, numeric: true },
]

const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)

/** Top SBC Organization Views: the storefronts government users viewed most; each leads to its storefront. */
export function TopViewsCard() {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const views = useQuery(trpc.analytics.listingPageViews.queryOptions(topTen))
  const state = useStatisticState(views)
  const title = "Top SBC Organization Views"
  const open = useCallback(
    (row: ListingPageViews) => void navigate({ to: "/ignite/listings/$id", params: { id: row.id } }),
    [navigate],
  )
  return (
    <StatisticCard
      title={title}
      description="The storefronts government users have viewed most, all time."
      state={state}
    >
      {views.data && (
        <Stack gap="md">
          {views.data.data.length > 0 && (
            // for pointers; the table below holds the same numbers and links
            <Box aria-hidden w="100%">
              <HorizontalBarChart
                rows={views.data.data}
                rowKey={(row) => row.id}
                label={(row) => row.name}
                shortLabel={shortName}
                value={(row) => row.pageViews}
                valueName="Page views"
                colour={chartPalette[0]}
                onRow={open}
              />
            </Box>
          )}
          <DataTable
            caption={title}
            columns={columns}
            rows={views.data.data}
            rowKey={(row) => row.id}
            onRowClick={open}
          />
        </Stack>
      )}
    </StatisticCard>
  )
}
