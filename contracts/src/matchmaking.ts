import { Schema, SchemaGetter } from "effect"
import { Uuid } from "./ids"
import { Paginated } from "./pagination"

/** A title as people type it: trimmed, then 2 to 200 characters. */
const MatchFeedbackTitle = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(Schema.isMinLength(2), Schema.isMaxLength(200))

/** Start a match feedback. */
export const CreateMatchFeedbackInput = Schema.Struct({ title: MatchFeedbackTitle })
export type CreateMatchFeedbackInput = typeof CreateMatchFeedbackInput.Type

/** Give a match feedback another title. */
export const RenameMatchFeedbackInput = Schema.Struct({ title: MatchFeedbackTitle })
export type RenameMatchFeedbackInput = typeof RenameMatchFeedbackInput.Type

/** A match feedback as its reader gets it (the read model's DTO). */
export const MatchFeedbackView = Schema.Struct({
  id: Uuid,
  title: Schema.String,
  createdBy: Uuid,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type MatchFeedbackView = typeof MatchFeedbackView.Type

export const MatchFeedbacksPage = Paginated(MatchFeedbackView)
export type MatchFeedbacksPage = typeof MatchFeedbacksPage.Type
