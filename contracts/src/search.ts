import { Schema, SchemaGetter } from "effect"
import { Uuid } from "./ids"
import { Paginated } from "./pagination"

/** A title as people type it: trimmed, then 2 to 200 characters. */
const SavedSearchTitle = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(Schema.isMinLength(2), Schema.isMaxLength(200))

/** Start a saved search. */
export const CreateSavedSearchInput = Schema.Struct({ title: SavedSearchTitle })
export type CreateSavedSearchInput = typeof CreateSavedSearchInput.Type

/** Give a saved search another title. */
export const RenameSavedSearchInput = Schema.Struct({ title: SavedSearchTitle })
export type RenameSavedSearchInput = typeof RenameSavedSearchInput.Type

/** A saved search as its reader gets it (the read model's DTO). */
export const SavedSearchView = Schema.Struct({
  id: Uuid,
  title: Schema.String,
  createdBy: Uuid,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type SavedSearchView = typeof SavedSearchView.Type

export const SavedSearchesPage = Paginated(SavedSearchView)
export type SavedSearchesPage = typeof SavedSearchesPage.Type
