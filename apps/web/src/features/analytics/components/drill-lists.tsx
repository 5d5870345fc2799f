import type { PageRequest, Pagination } from "@ignite/contracts"
import { analyticsMessages } from "@ignite/contracts/texts"
import { Stack } from "@mantine/core"
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query"
import { type ReactNode, useMemo, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { DataTable } from "../../../ui/data-table/data-table"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import type { DrillTarget } from "../drill-target"
import { technologyMeasures } from "../technology-measures"
import { conversationColumns, govUserColumns, storefrontColumns } from "./drill-columns"

const firstPage: PageRequest = { page: 1, perPage: 10 }

/** A drill's page of rows: the table `table` draws of the answer, and the footer that turns the page. */
function DrillPages<Answer extends { readonly pagination: Pagination }>({
  query,
  page,
  onPage,
  table,
}: {
  /** The query for `page` (the last page stays in view while the next loads: keepPreviousData). */
  readonly query: UseQueryResult<Answer, unknown>
  readonly page: PageRequest
  readonly onPage: (page: PageRequest) => void
  readonly table: (answer: Answer) => ReactNode
}) {
  return (
    <QueryView query={query} loading="Loading the list" failed={analyticsMessages.resultsFailed}>
      {(answer) => (
        <Stack gap="sm">
          {table(answer)}
          <PaginationFooter pagination={answer.pagination} perPage={page.perPage} onChange={onPage} />
        </Stack>
      )}
    </QueryView>
  )
}

/** The slice's storefronts or government users. */
function TechnologyTypeDrillList({
  target,
}: {
  readonly target: Extract<DrillTarget, { kind: "technologyType" }>
}) {
  const trpc = useTRPC()
  const [page, setPage] = useState(firstPage)
  const drill = useQuery({
    ...trpc.analytics.technologyTypeDrill.queryOptions({
      technologyTypeId: target.technologyTypeId,
      measure: target.measure,
      ...page,
    }),
    placeholderData: keepPreviousData,
  })
  const storefronts = useMemo(
    () =>
      storefrontColumns(
        technologyMeasures.find((each) => each.measure === target.measure)?.matching ?? "Matching",
      ),
    [target.measure],
  )
  return (
    <DrillPages
      query={drill}
      page={page}
      onPage={setPage}
      table={(answer) =>
        answer.kind === "storefronts" ? (
          <DataTable
            caption={target.title}
            columns={storefronts}
            rows={answer.data}
            rowKey={(row) => row.listingId}
          />
        ) : (
          <DataTable
            caption={target.title}
            columns={govUserColumns}
            rows={answer.data}
            rowKey={(row) => row.userId}
          />
        )
      }
    />
  )
}

/** The organisation's government users. */
function OrganizationDrillList({
  target,
}: {
  readonly target: Extract<DrillTarget, { kind: "organization" }>
}) {
  const trpc = useTRPC()
  const [page, setPage] = useState(firstPage)
  const drill = useQuery({
    ...trpc.analytics.organizationDrill.queryOptions({ organizationId: target.organizationId, ...page }),
    placeholderData: keepPreviousData,
  })
  return (
    <DrillPages
      query={drill}
      page={page}
      onPage={setPage}
      table={(answer) => (
        <DataTable
          caption={target.title}
          columns={govUserColumns}
          rows={answer.data}
          rowKey={(row) => row.userId}
        />
      )}
    />
  )
}

/** The month's conversations, most messages first. */
function ConversationsDrillList({
  target,
}: {
  readonly target: Extract<DrillTarget, { kind: "conversations" }>
}) {
  const trpc = useTRPC()
  const [page, setPage] = useState(firstPage)
  const drill = useQuery({
    ...trpc.analytics.conversationsDrill.queryOptions({ month: target.month, ...page }),
    placeholderData: keepPreviousData,
  })
  return (
    <DrillPages
      query={drill}
      page={page}
      onPage={setPage}
      table={(answer) => (
        <DataTable
          caption={target.title}
          columns={conversationColumns}
          rows={answer.data}
          rowKey={(row) => row.threadId}
          minWidth={520}
        />
      )}
    />
  )
}

/** The list behind the number `target` names. */
export function DrillList({ target }: { readonly target: DrillTarget }) {
  switch (target.kind) {
    case "technologyType":
      return <TechnologyTypeDrillList target={target} />
    case "organization":
      return <OrganizationDrillList target={target} />
    case "conversations":
      return <ConversationsDrillList target={target} />
  }
}
