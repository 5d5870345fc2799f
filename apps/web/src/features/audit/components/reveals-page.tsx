import { type PageRequest, pageSizes, type RevealView } from "@ignite/contracts"
import { Code, Stack, Text } from "@mantine/core"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { saveBlob } from "../../../lib/download"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { csvFileName } from "../../../lib/to-csv"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { type DataColumn, DataTable } from "../../../ui/data-table/data-table"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { momentText } from "../local-time"
import { revealsOptions } from "../queries"
import { revealsCsv } from "../reveals-csv"

export interface RevealsPageProps extends PageRequest {
  readonly onPageChange: (next: PageRequest) => void
  readonly nav: ReactNode
}

const caption = "Reveals of personal data"

const columns: readonly DataColumn<RevealView>[] = [
  {
    id: "auditor",
    header: "Auditor",
    value: (row) => row.auditorName,
    cell: (row) => (
      <Text size="sm" title={row.auditorId}>
        {row.auditorName}
      </Text>
    ),
  },
  {
    id: "subject",
    header: "Subject",
    value: (row) => row.subject,
    cell: (row) => <Code>{row.subject}</Code>,
  },
  { id: "reason", header: "Reason", value: (row) => row.reason },
  {
    id: "revealedAt",
    header: "When",
    value: (row) => row.revealedAt,
    text: (row) => momentText(row.revealedAt),
  },
  {
    id: "expiresAt",
    header: "Until",
    value: (row) => row.expiresAt,
    text: (row) => momentText(row.expiresAt),
  },
]

const widest = Math.max(...pageSizes)

/**
 * /audit/reveals (issue 22, admins): who saw whose personal data in the history, why, when and until when,
 * newest first a page at a time; a column's header sorts the page, Export CSV writes the whole record.
 */
export function RevealsPage({ page, perPage, onPageChange, nav }: RevealsPageProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const reveals = useQuery({ ...revealsOptions(trpc, { page, perPage }), placeholderData: keepPreviousData })
  // the record, page after page at the widest page size the server takes
  const exporting = useMutation({
    mutationFn: async () => {
      const rows: RevealView[] = []
      for (let next = 1, last = 1; next <= last; next++) {
        const answer = await queryClient.fetchQuery(revealsOptions(trpc, { page: next, perPage: widest }))
        rows.push(...answer.data)
        last = answer.pagination.last
      }
      return rows
    },
    onSuccess: (rows) =>
      saveBlob(new Blob([revealsCsv(rows)], { type: "text/csv;charset=utf-8" }), csvFileName(caption)),
    onError: (error) => notifyFailure(error, "The record could not be exported. Please try again."),
  })

  return (
    <AdminPage
      nav={nav}
      title="Reveals"
      intro="Who saw whose personal data in the event history, why, and until when. Everyone reveals with a reason, admins too."
    >
      <QueryView query={reveals} loading="Loading the reveals" failed="The reveals could not be loaded.">
        {(answer) => (
          <Stack gap="sm">
            <DataTable
              caption={caption}
              columns={columns}
              rows={answer.data}
              rowKey={(row) => row.id}
              minWidth={720}
              onExport={() => exporting.mutate()}
              exporting={exporting.isPending}
            />
            <PaginationFooter pagination={answer.pagination} perPage={perPage} onChange={onPageChange} />
          </Stack>
        )}
      </QueryView>
    </AdminPage>
  )
}
