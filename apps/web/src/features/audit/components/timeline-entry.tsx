import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import type { AuditStreamEntryView } from "../audit-types"
import { momentText } from "../local-time"
import { shortId } from "../short-id"
import { ChangeList } from "./change-list"
import { PersonalMark } from "./personal-mark"

export interface TimelineEntryProps {
  readonly entry: AuditStreamEntryView
  readonly onReveal: (subject: string) => void
}

/** One event of a stream's history: which, when, by whom, from which request, and what it changed. */
export function TimelineEntry({ entry: { event, changes }, onReveal }: TimelineEntryProps) {
  const titleId = `timeline-${event.eventId}`
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              v{event.streamVersion}
            </Badge>
            <Title order={3} size="h5" id={titleId}>
              {event.eventType}
            </Title>
            {event.personal && <PersonalMark personal={event.personal} onReveal={onReveal} />}
          </Group>
          <Text size="sm" component="time" dateTime={event.occurredAt}>
            {momentText(event.occurredAt)}
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            By{" "}
            {event.actorId ? (
              <Anchor
                ff="monospace"
                size="sm"
                underline="always"
                aria-label={`Events by ${event.actorId}`}
                title={event.actorId}
                renderRoot={(props) => <Link to="/audit" search={{ actorId: event.actorId! }} {...props} />}
              >
                {shortId(event.actorId)}
              </Anchor>
            ) : (
              "an unknown actor"
            )}
          </Text>
          {event.requestId && (
            <Text size="sm">
              Request{" "}
              <Anchor
                ff="monospace"
                size="sm"
                underline="always"
                aria-label={`Events of request ${event.requestId}`}
                title={event.requestId}
                renderRoot={(props) => (
                  <Link to="/audit" search={{ correlationId: event.requestId! }} {...props} />
                )}
              >
                {shortId(event.requestId)}
              </Anchor>
            </Text>
          )}
        </Group>
        <ChangeList changes={changes} />
      </Stack>
    </Card>
  )
}
