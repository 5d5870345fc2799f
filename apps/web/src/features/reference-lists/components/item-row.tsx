import { Button, Group, Table, Text, TextInput } from "@mantine/core"
import { useMemo, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { notify } from "../../../ui/notifications/notification-store"
import { type ItemValues, itemMessages, refusedItemFields, renameInputOf, validateRename } from "../item-form"
import { useRenameReferenceItem } from "../queries"
import { isOrganizationKind, type ReferenceKind } from "../reference-kinds"

/** A list item as the table shows it. */
export interface ListedItem {
  readonly id: string
  readonly name: string
  readonly longName?: string
  readonly categoryName?: string
}

export interface ItemRowProps {
  readonly kind: ReferenceKind
  readonly item: ListedItem
}

/** One item; Rename turns its cells into a form in place. */
export function ItemRow({ kind, item }: ItemRowProps) {
  const [editing, setEditing] = useState(false)
  const organization = isOrganizationKind(kind)
  if (editing) return <RenameRow kind={kind} item={item} onDone={() => setEditing(false)} />
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{item.name}</Table.Td>
      {organization && (
        <>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{item.longName}</Table.Td>
          <Table.Td>{item.categoryName}</Table.Td>
        </>
      )}
      <Table.Td ta="right">
        <Button
          variant="default"
          size="xs"
          onClick={() => setEditing(true)}
          aria-label={`Rename ${item.name}`}
        >
          Rename
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}

function RenameRow({ kind, item, onDone }: ItemRowProps & { readonly onDone: () => void }) {
  const organization = isOrganizationKind(kind)
  const validate = useMemo(() => validateRename(kind), [kind])
  const [initial] = useState<ItemValues>(() => ({
    name: item.name,
    longName: item.longName ?? "",
    categoryId: "",
  }))
  const form = useForm(initial, validate)
  const refused = useRefusedFields<ItemValues>()
  const rename = useRenameReferenceItem()
  const formId = `rename-${kind}-${item.id}`

  const field = (name: keyof ItemValues, label: string) => {
    const props = form.field(name)
    return {
      ...props,
      form: formId,
      "aria-label": label,
      size: "xs",
      disabled: rename.isPending,
      error: props.error ?? refused.errorOf(name, props.value),
    } as const
  }

  const submit = form.onSubmit((values) =>
    rename.mutate(
      { kind, id: item.id, item: renameInputOf(kind, values) },
      {
        onSuccess: (renamed) => {
          notify({ message: itemMessages.renamed(renamed.name), severity: "success" })
          onDone()
        },
        onError: (error) => {
          refused.refuse(values, refusedItemFields(error))
          notifyFailure(error, serverMessageOf(error) ?? itemMessages.saveFailed)
        },
      },
    ),
  )

  return (
    <Table.Tr>
      <Table.Td>
        {/* A form may not wrap table cells: the inputs join it by its id. */}
        <form id={formId} noValidate aria-label={`Rename ${item.name}`} onSubmit={submit} />
        <TextInput {...field("name", "New name")} />
      </Table.Td>
      {organization && (
        <>
          <Table.Td>
            <TextInput {...field("longName", "New long name")} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{item.categoryName}</Text>
          </Table.Td>
        </>
      )}
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button type="submit" form={formId} size="xs" loading={rename.isPending}>
            Save
          </Button>
          <Button variant="default" size="xs" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
