import type { ImportSummary as Summary } from "@ignite/contracts"
import { List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core"
import { formatCount } from "../../../lib/format-count"

/** The counts of an import, labelled as the admin reads them. */
const counts = (summary: Summary) =>
  [
    ["Rows read", summary.rows],
    ["New companies", summary.companiesNew],
    ["Updated companies", summary.companiesUpdated],
    ["New awards", summary.awardsNew],
    ["Updated awards", summary.awardsUpdated],
    ["Unchanged awards", summary.unchanged],
    ["Rejected rows", summary.rejected],
  ] as const

/** What an import did: its counts, then the rows it rejected with their line numbers and reasons. */
export function ImportSummary({ summary }: { readonly summary: Summary }) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" m={0}>
        {counts(summary).map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
              {label}
            </Text>
            <Text component="dd" size="xl" fw={700} m={0}>
              {formatCount(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {summary.rejected > 0 && <RejectedRows summary={summary} />}
    </Stack>
  )
}

function RejectedRows({ summary }: { readonly summary: Summary }) {
  const shown = summary.rejections.length
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Rejected rows
      </Title>
      {shown < summary.rejected && (
        <Text size="sm" c="dimmed">
          The first {formatCount(shown)} of {formatCount(summary.rejected)} rejected rows.
        </Text>
      )}
      {/* focusable, so the keyboard can scroll the reasons on a narrow screen: the rows hold nothing to focus */}
      <Table.ScrollContainer
        minWidth={280}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": "Rejected rows" } }}
      >
        <Table striped withTableBorder aria-label="Rejected rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={80}>
                Line
              </Table.Th>
              <Table.Th scope="col">Reasons</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.rejections.map((rejection) => (
              <Table.Tr key={rejection.line}>
                <Table.Td>{rejection.line}</Table.Td>
                <Table.Td>
                  <List size="sm" spacing={2}>
                    {rejection.reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
