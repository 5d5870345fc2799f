/** Reference items (technology types, classifications, ...) as a select's options; none while they load. */
export const selectOptions = (items: readonly { readonly id: string; readonly name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }))
