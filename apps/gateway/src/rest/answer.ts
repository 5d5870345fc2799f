import { AnswerContractError, encodeAnswer } from "@ignite/contracts"
import type { Schema } from "effect"
import { withSignedAddresses } from "./file-addresses"

let strict = false

/**
 * The integration suites' contract check: from now on an answer with a field its contract does not name
 * fails (500, and the problem is printed) instead of losing the field, so the test that provoked it fails.
 * Process-wide because the tRPC router, with its output parsers, is one per process.
 */
export const checkAnswersStrictly = (on = true) => {
  strict = on
}

const encoded = (schema: Schema.Top, value: unknown, operation: string): unknown => {
  try {
    return encodeAnswer(schema, value, { operation, strict })
  } catch (error) {
    if (strict && error instanceof AnswerContractError) console.error(error.message)
    throw error
  }
}

/**
 * An answer as its contract encodes it: fields the contract does not name are dropped; an answer that does
 * not fit throws AnswerContractError, which both transports log with the request id and answer as a 500.
 * The stored files' addresses it carries are signed for the request it answers (file-addresses.ts).
 */
export const answerOf = <S extends Schema.Top>(schema: S, value: unknown, operation: string): S["Encoded"] =>
  withSignedAddresses(schema, encoded(schema, value, operation), operation) as S["Encoded"]

/** Answers that stay the same object until an event replaces them are encoded once (ETag routes). */
const encodedOnce = new WeakMap<object, Map<Schema.Top, unknown>>()

const stableAnswerOf = (schema: Schema.Top, value: object, operation: string): unknown => {
  const bySchema = encodedOnce.get(value) ?? new Map<Schema.Top, unknown>()
  encodedOnce.set(value, bySchema)
  if (!bySchema.has(schema)) bySchema.set(schema, encoded(schema, value, operation))
  // signed each time: an address expires, the encoding does not
  return withSignedAddresses(schema, bySchema.get(schema), operation)
}

/**
 * The answer of a read that usually hands back an object kept until an event replaces it (`kept` on a REST
 * route or a procedure's output): encoded once per such object; any other answer as `answerOf` encodes it.
 */
export const keptAnswerOf = (schema: Schema.Top, value: unknown, operation: string): unknown =>
  typeof value === "object" && value !== null
    ? stableAnswerOf(schema, value, operation)
    : answerOf(schema, value, operation)
