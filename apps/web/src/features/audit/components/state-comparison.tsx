import { Badge, Code, Table, Text } from "@mantine/core"
import type { AuditStreamView } from "../audit-types"
import { momentText } from "../local-time"
import { type ComparisonRow, comparisonRowsOf, personalFieldsOf, valueText } from "../value-diff"
import { HiddenValue } from "./personal-mark"

const marked = { background: "var(--mantine-color-yellow-light)" }

function Value({ row, side }: { readonly row: ComparisonRow; readonly side: "past" | "today" }) {
  if (row.personal) return <HiddenValue visibility={row.personal} />
  return <Text size="sm">{valueText(row[side])}</Text>
}

/**
 * The stream's state field by field: today's alone, or with `asOf` the state then beside today's, the fields
 * that differ marked (a background, and a word for those who do not see it).
 */
export function StateComparison({ stream }: { readonly stream: AuditStreamView }) {
  const { asOf } = stream
  const past = asOf?.state ?? {}
  const personal = personalFieldsOf(stream.entries)
  const rows = comparisonRowsOf(past, stream.state, asOf?.differences ?? [], personal)
  const thenLabel = asOf ? `As of ${momentText(asOf.at)} (v${asOf.version})` : undefined
  return (
    // focusable, so the keyboard can scroll the values on a narrow screen: the rows hold nothing to focus
    <Table.ScrollContainer
      minWidth={asOf ? 640 : 420}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": "State" } }}
    >
      <Table verticalSpacing={4} layout="fixed" captionSide="top">
        <Table.Caption>
          {asOf
            ? `The state as of ${momentText(asOf.at)} beside today's; ${asOf.differences.length} ${asOf.differences.length === 1 ? "field differs" : "fields differ"}`
            : "Today's state"}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">Field</Table.Th>
            {thenLabel && <Table.Th>{thenLabel}</Table.Th>}
            <Table.Th>Today (v{stream.entries.at(-1)?.event.streamVersion ?? 0})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.path} style={row.differs ? marked : undefined}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Code>{row.path}</Code>
                {row.differs && (
                  <Badge size="xs" color="yellow.9" variant="filled" ml={6} tt="none">
                    differs
                  </Badge>
                )}
              </Table.Td>
              {asOf && (
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <Value row={row} side="past" />
                </Table.Td>
              )}
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Value row={row} side="today" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
