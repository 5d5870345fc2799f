import { Schema, SchemaGetter } from "effect"

/**
 * Text as people type it into a form field: decoded without the spaces around it (a pasted name often
 * ends in one), encoded as it is. Each field adds its own length rule and message.
 */
export const Trimmed = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
)
