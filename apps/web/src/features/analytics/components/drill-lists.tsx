import type { PageRequest, Pagination } from "@ignite/contracts"
import { analyticsMessages } from "@ignite/contracts/texts"
import { Stack } from "@mantine/core"
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query"
import { type ReactNode, useMemo, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { DataTable } from "../../../ui/data-table/data-table"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import type { DrillTarget } from "../drill-target"
import { technologyMeasures } from "../technology-measures"
import { conversationColumns, govUserColumns, storefrontColumns } from "./drill-columns"

const firstPage: PageRequest = { page: 1, perPage: 10 }

/**
 * A drill's rows a page at a time: asks `queryFor` the page shown (the last page stays in view while the next
 * loads), draws the answer with `table`, and turns the page with the footer.
 */
function DrillPages<Answer extends { readonly pagination: Pagination }, Failure, Key extends QueryKey>({
  queryFor,
  table,
}: {
  readonly queryFor: (page: PageRequest) => UseQueryOptions<Answer, Failure, Answer, Key>
  readonly table: (answer: Answer) => ReactNode
}) {
  const [page, setPage] = useState(firstPage)
  const query = useQuery({ ...queryFor(page), placeholderData: keepPreviousData })
  return (
    <QueryView query={query} loading="Loading the list" failed={analyticsMessages.resultsFailed}>
      {(answer) => (
        <Stack gap="sm">
          {table(answer)}
          <PaginationFooter pagination={answer.pagination} perPage={page.perPage} onChange={setPage} />
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
  const storefronts = useMemo(
    () =>
      storefrontColumns(
        technologyMeasures.find((each) => each.measure === target.measure)?.matching ?? "Matching",
      ),
    [target.measure],
  )
  return (
    <DrillPages
      queryFor={(page) =>
        trpc.analytics.technologyTypeDrill.queryOptions({
          technologyTypeId: target.technologyTypeId,
          measure: target.measure,
          ...page,
        })
      }
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
  return (
    <DrillPages
      queryFor={(page) =>
        trpc.analytics.organizationDrill.queryOptions({ organizationId: target.organizationId, ...page })
      }
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
  return (
    <DrillPages
      queryFor={(page) => trpc.analytics.conversationsDrill.queryOptions({ month: target.month, ...page })}
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
