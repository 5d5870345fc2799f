import type { SystemStatus } from "@ignite/contracts"
import { Card, Group, SimpleGrid, Text, Title } from "@mantine/core"

const facts = (status: SystemStatus) => [
  { label: "Event store", value: status.driver === "pg" ? "PostgreSQL" : "PGlite (embedded)" },
  {
    label: "Event bus",
    value: { nats: "NATS JetStream", kafka: "Kafka", "in-process": "In-process" }[status.bus],
  },
  { label: "Events recorded", value: status.eventCount.toLocaleString() },
]

export function SystemStatusCard({ status }: { readonly status: SystemStatus }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="system-status-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="system-status-title">
          System status
        </Title>
        <Text size="sm" c="dimmed">
          {status.name} {status.version}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
        {facts(status).map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  )
}
