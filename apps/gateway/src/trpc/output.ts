import type { Schema, StandardSchema } from "effect"
import { answerOf } from "../rest/answer"

/**
 * A contract schema as a tRPC output parser. tRPC 11's output middleware replaces the resolver's value with
 * what the parser returns (initTRPC: `createOutputMiddleware`), so the client gets the encoded answer:
 * fields the contract does not name are gone, transformations run their encode side. The resolver returns
 * the schema's Type, the client is typed with its Encoded side (what JSON carries). An answer that does not
 * fit throws AnswerContractError: tRPC wraps it as "Output validation failed", init.ts makes it a logged 500.
 */
export const output = <S extends Schema.Top>(
  schema: S,
): StandardSchema.StandardSchemaV1<S["Type"], S["Encoded"]> => ({
  "~standard": {
    version: 1,
    vendor: "ignite",
    validate: (value) => ({ value: answerOf(schema, value, "a tRPC procedure") }),
  },
})
