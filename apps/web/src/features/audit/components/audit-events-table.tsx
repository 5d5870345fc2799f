import { Anchor, Button, Stack, Table, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { Fragment, useState } from "react"
import { type AuditSearch, withFilter } from "../audit-search"
import type { AuditEventView } from "../audit-types"
import { momentText } from "../local-time"
import { shortId } from "../short-id"
import { EventData } from "./event-data"
import { PersonalMark } from "./personal-mark"

export interface AuditEventsTableProps {
  readonly events: readonly AuditEventView[]
  /** The address in view: an actor's or a request's link keeps its other filters. */
  readonly search: AuditSearch
  readonly onReveal: (subject: string) => void
}

const mono = { ff: "monospace", size: "sm" } as const

/**
 * The log's page, newest first: when, what, in which stream (to its timeline), who (to their events) and
 * from which request (to everything it set off); each event opens to its data.
 */
export function AuditEventsTable({ events, search, onReveal }: AuditEventsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (eventId: string) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (!next.delete(eventId)) next.add(eventId)
      return next
    })

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>Events, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Stream</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Request</Table.Th>
            <Table.Th>Data</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed">
                  No events match these filters.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {events.map((event) => {
            const expanded = open.has(event.eventId)
            const detailsId = `event-data-${event.eventId}`
            return (
              <Fragment key={event.eventId}>
                <Table.Tr>
                  <Table.Td>
                    <Text size="sm" component="time" dateTime={event.occurredAt}>
                      {momentText(event.occurredAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text size="sm" fw={600}>
                        {event.eventType}
                      </Text>
                      {event.personal && <PersonalMark personal={event.personal} onReveal={onReveal} />}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      {...mono}
                      aria-label={`Timeline of ${event.streamId}`}
                      title={event.streamId}
                      renderRoot={(props) => (
                        <Link
                          to="/audit/streams/$streamId"
                          params={{ streamId: event.streamId }}
                          {...props}
                        />
                      )}
                    >
                      {shortId(event.streamId)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {event.streamType} · v{event.streamVersion}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {event.actorId ? (
                      <Anchor
                        {...mono}
                        aria-label={`Events by ${event.actorId}`}
                        title={event.actorId}
                        renderRoot={(props) => (
                          <Link
                            to="/audit"
                            search={withFilter(search, "actorId", event.actorId!)}
                            {...props}
                          />
                        )}
                      >
                        {shortId(event.actorId)}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        unknown
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {event.requestId ? (
                      <Anchor
                        {...mono}
                        aria-label={`Events of request ${event.requestId}`}
                        title={event.requestId}
                        renderRoot={(props) => (
                          <Link
                            to="/audit"
                            search={withFilter(search, "correlationId", event.requestId!)}
                            {...props}
                          />
                        )}
                      >
                        {shortId(event.requestId)}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={`${expanded ? "Hide" : "Show"} the data of ${event.eventType} v${event.streamVersion} in ${event.streamId}`}
                      onClick={() => toggle(event.eventId)}
                    >
                      {expanded ? "Hide" : "Show"}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsId}>
                    <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)">
                      <EventData event={event} onReveal={onReveal} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
