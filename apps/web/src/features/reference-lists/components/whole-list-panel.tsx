import { Center, Loader, Stack } from "@mantine/core"
import { LoadFailed } from "../../../ui/errors/load-failed"
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
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={`Loading the ${referenceKindTitles[kind].toLowerCase()}`} />
        </Center>
      ) : list.isError ? (
        <LoadFailed message={itemMessages.loadList} onRetry={() => void list.refetch()} />
      ) : (
        <ItemsTable kind={kind} items={list.data} emptyText="The list is empty." />
      )}
    </Stack>
  )
}
