import { Badge, Box, Code, Group, SimpleGrid, Stack, Text } from "@mantine/core"
import type { AuditEventView } from "../audit-types"
import { eventFieldsOf, fieldJson } from "../event-fields"
import { HiddenValue, PersonalMark } from "./personal-mark"

export interface EventDataProps {
  readonly event: AuditEventView
  readonly onReveal: (subject: string) => void
}

const facts = (event: AuditEventView) => [
  { label: "Event id", value: event.eventId },
  { label: "Stream version", value: String(event.streamVersion) },
  { label: "Schema version", value: String(event.schemaVersion) },
  { label: "Correlation id", value: event.correlationId ?? "—" },
  { label: "Caused by event", value: event.causationId ?? "—" },
]

/**
 * An event opened in the log: its data field by field as JSON, personal fields marked (hidden with a way to
 * reveal them, erased, or revealed), and the rest of its envelope.
 */
export function EventData({ event, onReveal }: EventDataProps) {
  return (
    <Stack gap="sm">
      {event.personal && (
        <Group gap="xs">
          <Text size="sm">
            Personal data of <Code>{event.personal.subject}</Code>:
          </Text>
          <PersonalMark personal={event.personal} onReveal={onReveal} />
        </Group>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        {eventFieldsOf(event).map((field) => (
          <Box key={field.name}>
            <Group component="dt" gap="xs">
              <Text span size="sm" fw={600} ff="monospace">
                {field.name}
              </Text>
              {field.personal === "shown" && (
                <Badge size="xs" color="teal" variant="light" tt="none">
                  personal
                </Badge>
              )}
            </Group>
            <Box component="dd" m={0} mt={2}>
              {field.personal === "masked" || field.personal === "erased" ? (
                <HiddenValue visibility={field.personal} />
              ) : (
                <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                  {fieldJson(field.value)}
                </Code>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Group component="dl" gap="lg" wrap="wrap" m={0}>
        {facts(event).map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="xs" ff="monospace" m={0} style={{ wordBreak: "break-all" }}>
              {value}
            </Text>
          </div>
        ))}
      </Group>
    </Stack>
  )
}
