import { govUserOrganizationCategories } from "@ignite/contracts/reference"
import { NativeSelect } from "@mantine/core"
import type { ChangeEvent } from "react"

const options = [
  { value: "", label: "Choose a category", disabled: true },
  ...govUserOrganizationCategories.map((category) => ({ value: category.id, label: category.name })),
]

export const categoryNameOf = (id: string | undefined) =>
  govUserOrganizationCategories.find((category) => category.id === id)?.name ?? ""

export interface CategorySelectProps {
  readonly name: string
  readonly value: string
  readonly error?: string
  readonly disabled?: boolean
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
}

/** The organisation categories the server keeps organisations under. */
export function CategorySelect({ onChange, ...props }: CategorySelectProps) {
  return (
    <NativeSelect
      label="Category"
      required
      data={options}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      {...props}
    />
  )
}
