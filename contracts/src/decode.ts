import { Schema, SchemaIssue, type StandardSchema } from "effect"
import { AppError, type FieldIssue } from "./errors"
import { unstorableTextIssues } from "./unstorable-text"

declare module "effect/Schema" {
  namespace Annotations {
    interface Annotations {
      /** The code a failed check reports beside its message (spec 01 §5: insufficient_length, …). */
      readonly code?: string | undefined
    }
  }
}

type Decodable = Parameters<typeof Schema.toStandardSchemaV1>[0]

// Standard Schema issues carry only a message, so a check's code rides along behind this separator.
const codeSeparator = "\u0000"

const checkHook: SchemaIssue.CheckHook = (issue) => {
  const message = SchemaIssue.defaultCheckHook(issue)
  const code = issue.filter.annotations?.code
  return message !== undefined && typeof code === "string" ? `${message}${codeSeparator}${code}` : message
}

/** Field problems as `{ path, message, code? }`, the shape of the error envelope's `details`. */
export const issuesOf = (
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>,
): FieldIssue[] =>
  issues.map((issue) => {
    const [message = "", code] = issue.message.split(codeSeparator)
    return {
      path: (issue.path ?? [])
        .map((segment) => String(typeof segment === "object" && segment !== null ? segment.key : segment))
        .join("."),
      message,
      ...(code ? { code } : {}),
    }
  })

/**
 * A contract schema as a Standard Schema that first refuses text no database column can hold (NUL, lone
 * surrogates) anywhere in the raw input, keys included, so no route or procedure has to remember to.
 * tRPC takes it as a procedure's input; `decodeInput` decodes with it.
 */
export const toGuardedStandardSchema = <S extends Decodable>(
  schema: S,
  options: Parameters<typeof Schema.toStandardSchemaV1>[1] = {},
): StandardSchema.StandardSchemaV1<S["Encoded"], S["Type"]> => {
  const standard = Schema.toStandardSchemaV1(schema, options)["~standard"]
  return {
    "~standard": {
      ...standard,
      validate: (value) => {
        const issues = unstorableTextIssues(value)
        return issues.length > 0 ? { issues } : standard.validate(value)
      },
    },
  }
}

type Validate = StandardSchema.StandardSchemaV1["~standard"]["validate"]
const validators = new WeakMap<Decodable, Validate>()

/**
 * A schema's guarded validator, built once: building one walks the schema, which cost a tenth of the CPU of a
 * cheap read when every request built its own (a profile of GET /api/v1/current_user).
 */
const validatorOf = (schema: Decodable): Validate => {
  let validate = validators.get(schema)
  if (!validate) {
    validate = toGuardedStandardSchema(schema, { checkHook })["~standard"].validate
    validators.set(schema, validate)
  }
  return validate
}

/**
 * Decodes unknown input with a contract schema. Used by every transport and by forms, so a bad field
 * gets the same message in the browser and in the 400 answer.
 */
export const decodeInput = <S extends Decodable>(
  schema: S,
  input: unknown,
  options: { pathPrefix?: string } = {},
): S["Type"] => {
  const result = validatorOf(schema)(input)
  if (result instanceof Promise) throw new Error("Contract schemas must decode synchronously")
  if (result.issues) {
    // A defect inside a schema surfaces as an issue carrying a stack: that is our bug, not bad input.
    const defect = result.issues.find((issue) => /\n\s+at /.test(issue.message))
    if (defect) throw new Error(`Schema defect: ${defect.message}`)
    const prefix = options.pathPrefix ? `${options.pathPrefix}.` : ""
    const details = issuesOf(result.issues).map((d) => ({
      ...d,
      path: d.path ? prefix + d.path : (options.pathPrefix ?? ""),
    }))
    throw new AppError("ValidationFailed", undefined, details)
  }
  return result.value as S["Type"]
}

/** An answer that does not fit its contract: a server bug, never the caller's fault (no `issues`: not a 400). */
export class AnswerContractError extends Error {
  readonly _tag = "AnswerContractError"
  constructor(
    readonly operation: string,
    readonly problems: readonly FieldIssue[],
  ) {
    super(
      `The answer of ${operation} does not fit its contract: ${problems.map((p) => `${p.path || "(root)"}: ${p.message}`).join("; ")}`,
    )
  }
}

type Encodable = Parameters<typeof Schema.flip>[0]
type AnswerEncoder = StandardSchema.StandardSchemaV1["~standard"]["validate"]
const encoders = new WeakMap<Encodable, { lenient?: AnswerEncoder; strict?: AnswerEncoder }>()

/**
 * Encodes an answer with its contract schema (Type to the JSON the client gets), so a field the contract
 * does not name never leaves: it is dropped, or with `strict` (the test suites) it is a problem. Schemas
 * with transformations encode as they decode the other way.
 */
export const encodeAnswer = <S extends Encodable>(
  schema: S,
  value: unknown,
  options: { operation: string; strict: boolean },
): S["Encoded"] => {
  const cached = encoders.get(schema) ?? {}
  encoders.set(schema, cached)
  const mode = options.strict ? "strict" : "lenient"
  const encode =
    cached[mode] ??
    Schema.toStandardSchemaV1(Schema.flip(schema) as unknown as Decodable, {
      parseOptions: { onExcessProperty: options.strict ? "error" : "ignore", errors: "all" },
    })["~standard"].validate
  cached[mode] = encode
  const result = encode(value)
  if (result instanceof Promise) throw new Error("Contract schemas must encode synchronously")
  if (result.issues) throw new AnswerContractError(options.operation, issuesOf(result.issues))
  return result.value as S["Encoded"]
}
