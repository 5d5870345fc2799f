import type { OrganizationUsers, PageRequest } from "@ignite/contracts"
import { Anchor, Stack } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"
import { useTRPC } from "../../../lib/trpc"
import { type DataColumn, DataTable } from "../../../ui/data-table/data-table"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import type { DrillTarget } from "../drill-target"
import { useStatisticState } from "../hooks/use-statistic-state"
import { StatisticCard } from "./statistic-card"

export interface OrganizationUsersCardProps extends PageRequest {
  readonly onPageChange: (next: PageRequest) => void
  readonly onDrill: (target: DrillTarget) => void
}

const usersOf = (organization: string) => `Government users of ${organization}`

/** Organization Users (spec 02 §2, paginated): government users per organisation; a row opens its users. */
export function OrganizationUsersCard({ page, perPage, onPageChange, onDrill }: OrganizationUsersCardProps) {
  const trpc = useTRPC()
  const organizations = useQuery({
    ...trpc.analytics.organizationUsers.queryOptions({ page, perPage }),
    placeholderData: keepPreviousData,
  })
  const state = useStatisticState(organizations)
  const open = useCallback(
    (row: OrganizationUsers) =>
      onDrill({ kind: "organization", organizationId: row.id, title: usersOf(row.organization) }),
    [onDrill],
  )
  const columns = useMemo(
    (): DataColumn<OrganizationUsers>[] => [
      {
        id: "organization",
        header: "Organization",
        value: (row) => row.organization,
        cell: (row) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => open(row)}
            aria-label={usersOf(row.organization)}
          >
            {row.organization}
          </Anchor>
        ),
      },
      { id: "usersCount", header: "Users", value: (row) => row.usersCount, numeric: true },
    ],
    [open],
  )
  const title = "Organization Users"
  return (
    <StatisticCard
      title={title}
      description="Government users per organization, most first. Choose an organization to see its users."
      state={state}
    >
      {organizations.data && (
        <Stack gap="sm" aria-busy={organizations.isPlaceholderData}>
          <DataTable
            caption={title}
            columns={columns}
            rows={organizations.data.data}
            rowKey={(row) => row.id}
            onRowClick={open}
          />
          <PaginationFooter
            pagination={organizations.data.pagination}
            perPage={perPage}
            onChange={onPageChange}
          />
        </Stack>
      )}
    </StatisticCard>
  )
}
