import { Badge, Stack, Table, Text, Title } from "@mantine/core"
import type { StorefrontItemChangeView, StorefrontSnapshotView } from "../audit-types"

type Kind = StorefrontItemChangeView["kind"]

/** An item as the comparison shows it: its name and what a reader tells it by. */
interface Shown {
  readonly id: string
  readonly name: string
  readonly detail: string
}

const short = (text: string | null) =>
  text === null ? "" : text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text

const itemsOf = (side: StorefrontSnapshotView, kind: Kind): Shown[] => {
  switch (kind) {
    case "service":
    case "product":
    case "use_case": {
      const items = kind === "service" ? side.services : kind === "product" ? side.products : side.useCases
      return items.map((item) => ({ id: item.id, name: item.name, detail: short(item.description) }))
    }
    case "award":
      return side.awards.map((award) => ({
        id: award.id,
        name: award.awardTitle,
        detail: [award.contractNumber, award.phase, award.awardYear].filter(Boolean).join(" · "),
      }))
  }
}

const titles: Readonly<Record<Kind, string>> = {
  service: "Services",
  product: "Products",
  use_case: "Use Cases",
  award: "Awards",
}

const changeWords = { added: "Added since", removed: "Removed since", changed: "Changed" } as const
// teal, not green: white on green.9 is 4.4:1, under AA for the badge's small text; teal.9 is 5:1
const colours = { added: "teal", removed: "red", changed: "yellow" } as const

function Change({ change }: { readonly change: StorefrontItemChangeView | undefined }) {
  if (!change) return <Text size="sm">Unchanged</Text>
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" color={`${colours[change.change]}.9`} variant="filled" tt="none">
        {changeWords[change.change]}
      </Badge>
      {change.change === "changed" && <Text size="xs">{change.fields.join(", ")}</Text>}
    </Stack>
  )
}

function Item({ item }: { readonly item: Shown | undefined }) {
  if (!item)
    return (
      <Text size="sm" c="dimmed">
        Not there
      </Text>
    )
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {item.name}
      </Text>
      {item.detail && (
        <Text size="xs" c="dimmed">
          {item.detail}
        </Text>
      )}
    </Stack>
  )
}

/** One kind of the storefront's items then beside today's, each added, removed or changed since marked. */
function ItemsOfKind({
  kind,
  asOf,
  today,
  changes,
}: {
  readonly kind: Kind
  readonly asOf: StorefrontSnapshotView
  readonly today: StorefrontSnapshotView
  readonly changes: readonly StorefrontItemChangeView[]
}) {
  const then = new Map(itemsOf(asOf, kind).map((item) => [item.id, item]))
  const now = new Map(itemsOf(today, kind).map((item) => [item.id, item]))
  const ids = [...new Set([...now.keys(), ...then.keys()])]
  const byId = new Map(changes.filter((c) => c.kind === kind).map((c) => [c.id, c]))
  const counted = (change: "added" | "removed" | "changed") =>
    [...byId.values()].filter((c) => c.change === change).length
  const caption = `${titles[kind]}: ${counted("added")} added, ${counted("removed")} removed, ${counted("changed")} changed since`
  return (
    <Stack gap="xs" component="section" aria-labelledby={`items-${kind}`}>
      <Title order={3} size="h5" id={`items-${kind}`}>
        {titles[kind]}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          None then, none today.
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": titles[kind] } }}
        >
          <Table verticalSpacing={4} layout="fixed" captionSide="top">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>As of</Table.Th>
                <Table.Th>Today</Table.Th>
                <Table.Th w="26%">Since then</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ids.map((id) => {
                const change = byId.get(id)
                return (
                  <Table.Tr
                    key={id}
                    data-change={change?.change ?? "none"}
                    style={
                      change
                        ? { background: `var(--mantine-color-${colours[change.change]}-light)` }
                        : undefined
                    }
                  >
                    <Table.Td style={{ wordBreak: "break-word" }}>
                      <Item item={then.get(id)} />
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-word" }}>
                      <Item item={now.get(id)} />
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-word" }}>
                      <Change change={change} />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

/** The storefront's services, products, use cases and awards then beside today's. */
export function StorefrontItems({
  asOf,
  today,
  changes,
}: {
  readonly asOf: StorefrontSnapshotView
  readonly today: StorefrontSnapshotView
  readonly changes: readonly StorefrontItemChangeView[]
}) {
  return (
    <Stack gap="lg">
      {(["service", "product", "use_case", "award"] as const).map((kind) => (
        <ItemsOfKind key={kind} kind={kind} asOf={asOf} today={today} changes={changes} />
      ))}
    </Stack>
  )
}
