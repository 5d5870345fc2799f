import { Button, Group, TextInput } from "@mantine/core"
import { useMemo, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { notify } from "../../../ui/notifications/notification-store"
import {
  addInputOf,
  emptyItem,
  type ItemValues,
  itemMessages,
  refusedItemFields,
  validateAdd,
} from "../item-form"
import { useAddReferenceItem } from "../queries"
import {
  aNewReferenceItem,
  isOrganizationKind,
  type ReferenceKind,
  referenceKindTitles,
} from "../reference-kinds"
import { CategorySelect } from "./category-select"

/** A new item of `kind`: its name, and for an organisation its long name and category. */
export function AddItemForm({ kind }: { readonly kind: ReferenceKind }) {
  const validate = useMemo(() => validateAdd(kind), [kind])
  const [initial] = useState<ItemValues>(emptyItem)
  const form = useForm(initial, validate)
  const refused = useRefusedFields<ItemValues>()
  const add = useAddReferenceItem()
  const organization = isOrganizationKind(kind)
  const newItem = aNewReferenceItem[kind]

  const field = (name: keyof ItemValues) => {
    const props = form.field(name)
    return { ...props, error: props.error ?? refused.errorOf(name, props.value) }
  }

  const submit = form.onSubmit((values) =>
    add.mutate(
      { kind, item: addInputOf(kind, values) },
      {
        onSuccess: (item) => {
          notify({ message: itemMessages.added(item.name, referenceKindTitles[kind]), severity: "success" })
          refused.refuse(values, {})
          form.reset()
        },
        onError: (error) => {
          refused.refuse(values, refusedItemFields(error))
          notifyFailure(error, serverMessageOf(error) ?? itemMessages.saveFailed)
        },
      },
    ),
  )
  const category = field("categoryId")

  return (
    <form noValidate aria-label={`Add ${newItem}`} onSubmit={submit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Name"
          required
          disabled={add.isPending}
          style={{ flex: "1 1 200px" }}
          {...field("name")}
        />
        {organization && (
          <>
            <TextInput
              label="Long name"
              required
              disabled={add.isPending}
              style={{ flex: "2 1 260px" }}
              {...field("longName")}
            />
            <CategorySelect
              name={category.name}
              value={category.value}
              error={category.error}
              disabled={add.isPending}
              onBlur={category.onBlur}
              onChange={(value) => form.setValues((previous) => ({ ...previous, categoryId: value }))}
            />
          </>
        )}
        {/* aligned with the inputs, below their labels */}
        <Button type="submit" loading={add.isPending} mt={25}>
          Add
        </Button>
      </Group>
    </form>
  )
}
