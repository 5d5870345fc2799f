import { Schema } from "effect"

/** A contract schema as a tRPC input (unwrapped, tRPC would silently see `undefined`). */
export const input = <S extends Parameters<typeof Schema.toStandardSchemaV1>[0]>(schema: S) =>
  Schema.toStandardSchemaV1(schema)
