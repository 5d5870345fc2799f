import { Button, Collapse, SimpleGrid, Stack } from "@mantine/core"
import { useDisclosure } from "@mantine/hooks"
import { useQuery } from "@tanstack/react-query"
import { useId, useMemo } from "react"
import { useTRPC } from "../../../lib/trpc"
import type { DrillTarget } from "../drill-target"
import { useStatisticState } from "../hooks/use-statistic-state"
import { technologyMeasures } from "../technology-measures"
import { topSlices } from "../technology-slices"
import { StatisticCard } from "./statistic-card"
import { TechnologyPie } from "./technology-pie"
import { TechnologyTable } from "./technology-table"

/**
 * Technology Types At a Glance (spec 02 §2): six top-10 pies (storefronts, products, services, awards, users,
 * VISION users) and a collapsible table of every type. A slice opens the storefronts or users behind it.
 */
export function TechnologyTypesCard({ onDrill }: { readonly onDrill: (target: DrillTarget) => void }) {
  const trpc = useTRPC()
  const types = useQuery(trpc.analytics.technologyTypes.queryOptions())
  const state = useStatisticState(types)
  const [tableOpen, table] = useDisclosure(false)
  const tableId = useId()
  const pies = useMemo(
    () =>
      technologyMeasures.map((measure) => ({
        ...measure,
        slices: topSlices(types.data?.data ?? [], measure.count),
      })),
    [types.data],
  )
  return (
    <StatisticCard
      title="Technology Types At a Glance"
      description="The ten technology types most named by storefronts, their products, services and awards, and by government users. Choose a type to see who is behind its number."
      state={state}
    >
      {types.data && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {pies.map((pie) => (
              <TechnologyPie
                key={pie.measure}
                title={pie.title}
                slices={pie.slices}
                onSlice={(slice) =>
                  onDrill({
                    kind: "technologyType",
                    technologyTypeId: slice.id,
                    measure: pie.measure,
                    title: pie.drillTitle(slice.name),
                  })
                }
              />
            ))}
          </SimpleGrid>
          <div>
            <Button
              variant="default"
              size="xs"
              onClick={table.toggle}
              aria-expanded={tableOpen}
              aria-controls={tableId}
            >
              {tableOpen ? "Hide the table" : "Show the table"}
            </Button>
            <Collapse expanded={tableOpen} mt="sm" id={tableId}>
              <TechnologyTable rows={types.data.data} />
            </Collapse>
          </div>
        </Stack>
      )}
    </StatisticCard>
  )
}
