import type { PageRequest } from "@ignite/contracts"
import { analyticsMessages } from "@ignite/contracts/texts"
import { Stack } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { DataTable } from "../../../ui/data-table/data-table"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import type { DrillTarget } from "../drill-target"
import { technologyMeasures } from "../technology-measures"
import { conversationColumns, govUserColumns, storefrontColumns } from "./drill-columns"

const firstPage: PageRequest = { page: 1, perPage: 10 }

/** The slice's storefronts or government users, a page at a time. */
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
    <QueryView query={drill} loading="Loading the list" failed={analyticsMessages.resultsFailed}>
      {(answer) => (
        <Stack gap="sm">
          {answer.kind === "storefronts" ? (
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
          )}
          <PaginationFooter pagination={answer.pagination} perPage={page.perPage} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  )
}

/** The organisation's government users, a page at a time. */
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
    <QueryView query={drill} loading="Loading the list" failed={analyticsMessages.resultsFailed}>
      {(answer) => (
        <Stack gap="sm">
          <DataTable
            caption={target.title}
            columns={govUserColumns}
            rows={answer.data}
            rowKey={(row) => row.userId}
          />
          <PaginationFooter pagination={answer.pagination} perPage={page.perPage} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  )
}

/** The month's conversations, most messages first, a page at a time. */
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
    <QueryView query={drill} loading="Loading the list" failed={analyticsMessages.resultsFailed}>
      {(answer) => (
        <Stack gap="sm">
          <DataTable
            caption={target.title}
            columns={conversationColumns}
            rows={answer.data}
            rowKey={(row) => row.threadId}
            minWidth={520}
          />
          <PaginationFooter pagination={answer.pagination} perPage={page.perPage} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
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
