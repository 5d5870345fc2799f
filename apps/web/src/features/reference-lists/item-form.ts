import { AddReferenceItemInput, RenameReferenceItemInput } from "@ignite/contracts/reference"
import { fieldErrorsOf, fieldIssuesOf } from "../../lib/field-issues"
import { schemaFieldErrors } from "../../lib/schema-errors"
import type { FieldErrors } from "../../lib/use-form"
import { isOrganizationKind, type ReferenceKind } from "./reference-kinds"

/** An item as the add and rename forms hold it; long name and category are for organisations only. */
export type ItemValues = {
  name: string
  longName: string
  categoryId: string
}

export const emptyItem: ItemValues = { name: "", longName: "", categoryId: "" }

export const itemMessages = {
  chooseCategory: "Choose a category.",
  saveFailed: "The change could not be saved. Please try again.",
  loadList: "The list could not be loaded.",
  added: (name: string, title: string) => `Added “${name}” to ${title.toLowerCase()}.`,
  renamed: (name: string) => `Renamed to “${name}”.`,
} as const

/** What the add form sends: organisations carry their long name and category. */
export const addInputOf = (kind: ReferenceKind, values: ItemValues) =>
  isOrganizationKind(kind)
    ? { name: values.name, longName: values.longName, categoryId: values.categoryId }
    : { name: values.name }

/** What the rename form sends. */
export const renameInputOf = (kind: ReferenceKind, values: ItemValues) =>
  isOrganizationKind(kind) ? { name: values.name, longName: values.longName } : { name: values.name }

/**
 * The add form's problems, by the contract the server decodes with (its messages, word for word); an
 * organisation also needs a category, which the server checks against the list it keeps.
 */
export const validateAdd =
  (kind: ReferenceKind) =>
  (values: ItemValues): FieldErrors<ItemValues> => {
    const errors: FieldErrors<ItemValues> = schemaFieldErrors(AddReferenceItemInput, addInputOf(kind, values))
    if (isOrganizationKind(kind) && values.categoryId === "")
      errors.categoryId ??= itemMessages.chooseCategory
    return errors
  }

export const validateRename =
  (kind: ReferenceKind) =>
  (values: ItemValues): FieldErrors<ItemValues> =>
    schemaFieldErrors(RenameReferenceItemInput, renameInputOf(kind, values))

/** The fields the server refused ("has already been taken"), whether its paths start at the item or not. */
export const refusedItemFields = (error: unknown): FieldErrors<ItemValues> =>
  fieldErrorsOf(
    fieldIssuesOf(error).map((issue) => ({ ...issue, path: issue.path.replace(/^item\./, "") })),
    ["name", "longName", "categoryId"],
  )
