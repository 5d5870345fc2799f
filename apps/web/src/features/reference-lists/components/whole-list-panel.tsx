import { Stack } from "@mantine/core"
import { QueryView } from "../../../ui/errors/query-view"
import { itemMessages } from "../item-form"
import { useWholeList, type WholeListKind } from "../queries"
import { referenceKindTitles } from "../reference-kinds"
import { AddItemForm } from "./add-item-form"
import { ItemsTable } from "./items-table"

/** Technology types or business classifications: the add form above the whole list. */
export function WholeListPanel({ kind }: { readonly kind: WholeListKind }) {
  const list = useWholeList(kind)
  return (
    <Stack gap="lg">
      <AddItemForm kind={kind} />
      <QueryView
        query={list}
        loading={`Loading the ${referenceKindTitles[kind].toLowerCase()}`}
        failed={itemMessages.loadList}
      >
        {(items) => <ItemsTable kind={kind} items={items} emptyText="The list is empty." />}
      </QueryView>
    </Stack>
  )
}
