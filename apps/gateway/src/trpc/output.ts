import type { Schema, StandardSchema } from "effect"
import { answerOf, keptAnswerOf } from "../rest/answer"

/**
 * A contract schema as a tRPC output parser. tRPC 11's output middleware replaces the resolver's value with
 * what the parser returns (initTRPC: `createOutputMiddleware`), so the client gets the encoded answer:
 * fields the contract does not name are gone, transformations run their encode side. The resolver returns
 * the schema's Type, the client is typed with its Encoded side (what JSON carries). An answer that does not
 * fit throws AnswerContractError: tRPC wraps it as "Output validation failed", init.ts makes it a logged 500.
 */
export const output = <S extends Schema.Top>(
  schema: S,
  /**
   * `kept`: the resolver usually answers an object kept in memory until an event replaces it (the current
   * user, a list, a document in force): encoded once per object, as the REST route of the same read.
   */
  options: { readonly kept?: boolean } = {},
): StandardSchema.StandardSchemaV1<S["Type"], S["Encoded"]> => ({
  "~standard": {
    version: 1,
    vendor: "ignite",
    validate: (value) => ({
      value: (options.kept ? keptAnswerOf : answerOf)(schema, value, "a tRPC procedure"),
    }),
  },
})
