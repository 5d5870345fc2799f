import { Table, Text } from "@mantine/core"
import { isOrganizationKind, type ReferenceKind, referenceKindTitles } from "../reference-kinds"
import { ItemRow, type ListedItem } from "./item-row"

export interface ItemsTableProps {
  readonly kind: ReferenceKind
  readonly items: readonly ListedItem[]
  /** Said instead of an empty table. */
  readonly emptyText: string
}

/** A list's items, each with its Rename action. */
export function ItemsTable({ kind, items, emptyText }: ItemsTableProps) {
  if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>
  const organization = isOrganizationKind(kind)
  return (
    <Table.ScrollContainer minWidth={organization ? 640 : 320}>
      <Table aria-label={referenceKindTitles[kind]} striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            {organization && (
              <>
                <Table.Th scope="col">Long name</Table.Th>
                <Table.Th scope="col">Category</Table.Th>
              </>
            )}
            <Table.Th scope="col" ta="right">
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            // keyed by the name too, so a renamed row starts from its new name
            <ItemRow key={`${item.id}-${item.name}-${item.longName ?? ""}`} kind={kind} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
