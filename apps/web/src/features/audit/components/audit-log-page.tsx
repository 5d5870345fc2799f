import { Button, Group, Stack } from "@mantine/core"
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { saveBlob } from "../../../lib/download"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { QueryView } from "../../../ui/errors/query-view"
import { type AuditSearch, filtersOf } from "../audit-search"
import { exportAuditEvents } from "../export-events"
import { auditEventsOptions } from "../queries"
import { AuditEventsTable } from "./audit-events-table"
import { AuditFiltersForm } from "./audit-filters-form"
import { RevealDialog } from "./reveal-dialog"

export interface AuditLogPageProps {
  /** The filters and the page in view, from the address. */
  readonly search: AuditSearch
  readonly onSearchChange: (next: AuditSearch) => void
  /** The admin screens' way between them for admins; nothing for auditors. */
  readonly nav?: ReactNode
}

/**
 * /audit (issue 22): the event log for auditors and admins, newest first, filtered by what the address holds,
 * an older page at a time; each event leads to its stream's timeline, its actor's events and its request's.
 * Personal data shows only once revealed with a reason; the filtered range exports as NDJSON.
 */
export function AuditLogPage({ search, onSearchChange, nav }: AuditLogPageProps) {
  const trpc = useTRPC()
  const events = useQuery({ ...auditEventsOptions(trpc, search), placeholderData: keepPreviousData })
  const [revealing, setRevealing] = useState<string | null>(null)
  const exporting = useMutation({
    mutationFn: () => exportAuditEvents(search),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notifyFailure(error, "The events could not be exported. Please try again."),
  })
  const filters = filtersOf(search)

  return (
    <AdminPage
      nav={nav}
      title="Audit log"
      intro="Every change recorded in Ignite, newest first: who made it, when, and from which request. Personal data stays hidden until you reveal it with a reason, which admins can read."
    >
      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onSearchChange} />
      <Group justify="flex-end">
        <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          Export NDJSON
        </Button>
      </Group>
      <QueryView query={events} loading="Loading the events" failed="The events could not be loaded.">
        {(page) => (
          <Stack gap="sm">
            <AuditEventsTable events={page.events} search={search} onReveal={setRevealing} />
            <Group component="nav" aria-label="Pages of the log" justify="space-between">
              <Button
                variant="default"
                size="xs"
                disabled={search.before === undefined}
                onClick={() => onSearchChange(filters)}
              >
                Newest
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={page.nextCursor === null}
                onClick={() => page.nextCursor && onSearchChange({ ...filters, before: page.nextCursor })}
              >
                Older
              </Button>
            </Group>
          </Stack>
        )}
      </QueryView>
      <RevealDialog subject={revealing} onClose={() => setRevealing(null)} />
    </AdminPage>
  )
}
