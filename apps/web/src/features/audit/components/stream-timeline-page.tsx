import { Anchor, Code, Stack, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { type ReactNode, useState } from "react"
import { isNotFoundError } from "../../../lib/http-status"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { QueryView } from "../../../ui/errors/query-view"
import { auditStreamOptions } from "../queries"
import { AsOfForm } from "./as-of-form"
import { RevealDialog } from "./reveal-dialog"
import { StateComparison } from "./state-comparison"
import { TimelineEntry } from "./timeline-entry"

export interface StreamTimelinePageProps {
  readonly streamId: string
  /** The as-of moment in the address (ISO). */
  readonly asOf: string | undefined
  readonly onAsOfChange: (asOf: string | undefined) => void
  readonly nav?: ReactNode
}

/**
 * /audit/streams/$streamId (issue 22): how a listing, account, user, thread or policy came to be, every event
 * oldest first with who did it and what it changed; and its state as of a chosen moment beside today's.
 */
export function StreamTimelinePage({ streamId, asOf, onAsOfChange, nav }: StreamTimelinePageProps) {
  const trpc = useTRPC()
  // a listing's stream: its public storefront can be replayed as of the same moment
  const listingId = streamId.startsWith("listing-") ? streamId.slice("listing-".length) : undefined
  const stream = useQuery({ ...auditStreamOptions(trpc, streamId, asOf), placeholderData: keepPreviousData })
  const [revealing, setRevealing] = useState<string | null>(null)

  return (
    <AdminPage
      nav={nav}
      title="How did this come to be"
      intro={
        <>
          The history of <Code>{streamId}</Code>, oldest first: each event with who caused it and what it
          changed.{" "}
          <Anchor
            underline="always"
            renderRoot={(props) => <Link to="/audit" search={{ streamId }} {...props} />}
          >
            Its events in the audit log
          </Anchor>
        </>
      }
    >
      <QueryView
        query={stream}
        loading="Loading the stream's history"
        failed={
          isNotFoundError(stream.error)
            ? `There is no stream ${streamId} in the log.`
            : "The history could not be loaded."
        }
      >
        {(history) => (
          <Stack gap="xl">
            <Stack gap="sm" component="section" aria-labelledby="as-of-title">
              <Title order={2} size="h4" id="as-of-title">
                State
              </Title>
              <AsOfForm
                key={asOf ?? "today"}
                asOf={asOf}
                onChange={onAsOfChange}
                since={history.entries[0]?.event.occurredAt}
              />
              {history.asOf?.version === 0 && (
                <Text size="sm" c="dimmed">
                  The stream had no events yet at that moment.
                </Text>
              )}
              <StateComparison stream={history} />
              {listingId && (
                <Anchor
                  underline="always"
                  renderRoot={(props) => (
                    <Link
                      to="/audit/listings/$listingId/storefront"
                      params={{ listingId }}
                      search={asOf ? { asOf } : {}}
                      {...props}
                    />
                  )}
                >
                  Storefront as government users saw it
                </Anchor>
              )}
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="history-title">
              <Title order={2} size="h4" id="history-title">
                History ({history.entries.length} {history.entries.length === 1 ? "event" : "events"},{" "}
                {history.streamType})
              </Title>
              <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
                {history.entries.map((entry) => (
                  <TimelineEntry key={entry.event.eventId} entry={entry} onReveal={setRevealing} />
                ))}
              </Stack>
            </Stack>
          </Stack>
        )}
      </QueryView>
      <RevealDialog subject={revealing} onClose={() => setRevealing(null)} />
    </AdminPage>
  )
}
