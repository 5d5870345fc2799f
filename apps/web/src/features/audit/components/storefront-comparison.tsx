import { Avatar, Badge, Group, Table, Text } from "@mantine/core"
import type { StorefrontAsOfView, StorefrontSnapshotView } from "../audit-types"
import { momentText } from "../local-time"
import { audienceText, type StorefrontRow, storefrontRows } from "../storefront-rows"

const marked = { background: "var(--mantine-color-yellow-light)" }
const cell = { wordBreak: "break-word" } as const

function Differs() {
  return (
    <Badge size="xs" color="yellow.9" variant="filled" ml={6} tt="none">
      differs
    </Badge>
  )
}

function Value({ row, side }: { readonly row: StorefrontRow; readonly side: StorefrontSnapshotView }) {
  if (!side.listing)
    return (
      <Text size="sm" c="dimmed">
        Not shown
      </Text>
    )
  const image = row.image?.(side.listing)
  return (
    <Group gap="xs" wrap="nowrap">
      {image && <Avatar src={image} alt="" radius="sm" size="md" />}
      <Text size="sm">{row.text(side.listing)}</Text>
    </Group>
  )
}

/**
 * The storefront's fields as government users saw them then, beside today's: who saw it, then each field of
 * the storefront page, those that differ marked by a background and by word.
 */
export function StorefrontComparison({ answer }: { readonly answer: StorefrontAsOfView }) {
  const { asOf, today, differences } = answer
  const differing = new Set(differences.fields)
  const rows = storefrontRows.map((row) => ({ row, differs: row.fields.some((f) => differing.has(f)) }))
  const count = rows.filter((row) => row.differs).length + (differing.has("audience") ? 1 : 0)
  return (
    // focusable, so the keyboard can scroll the values on a narrow screen: the rows hold nothing to focus
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": "Storefront fields" } }}
    >
      <Table verticalSpacing={4} layout="fixed" captionSide="top">
        <Table.Caption>
          {`The storefront as of ${momentText(asOf.at)} beside today's; ${count} ${count === 1 ? "field differs" : "fields differ"}`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="24%">Field</Table.Th>
            <Table.Th>As of {momentText(asOf.at)}</Table.Th>
            <Table.Th>Today</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr style={differing.has("audience") ? marked : undefined}>
            <Table.Th scope="row" style={cell}>
              Seen by
              {differing.has("audience") && <Differs />}
            </Table.Th>
            <Table.Td style={cell}>
              <Text size="sm">{audienceText[asOf.audience]}</Text>
            </Table.Td>
            <Table.Td style={cell}>
              <Text size="sm">{audienceText[today.audience]}</Text>
            </Table.Td>
          </Table.Tr>
          {rows.map(({ row, differs }) => (
            <Table.Tr key={row.label} style={differs ? marked : undefined}>
              <Table.Th scope="row" style={cell} fw={500}>
                {row.label}
                {differs && <Differs />}
              </Table.Th>
              <Table.Td style={cell}>
                <Value row={row} side={asOf} />
              </Table.Td>
              <Table.Td style={cell}>
                <Value row={row} side={today} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
