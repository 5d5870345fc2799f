import { decodeInput, isAppError } from "@ignite/contracts"

type Decodable = Parameters<typeof decodeInput>[0]

/**
 * What is wrong with a form value, per a contract schema, through the same `decodeInput` the server
 * uses: the browser shows the message a 400 would carry. Undefined when the value is valid.
 */
export const schemaError = (schema: Decodable, value: unknown): string | undefined => {
  try {
    decodeInput(schema, value)
    return undefined
  } catch (error) {
    if (!isAppError(error)) throw error
    return error.details?.[0]?.message ?? error.message
  }
}

/**
 * Each field's first problem per a contract schema of the whole form, keyed by the field's name (the first
 * segment of the path). Empty when the form may be sent.
 */
export const schemaFieldErrors = (schema: Decodable, values: unknown): Record<string, string> => {
  try {
    decodeInput(schema, values)
    return {}
  } catch (error) {
    if (!isAppError(error)) throw error
    const errors: Record<string, string> = {}
    for (const { path, message } of error.details ?? []) errors[path.split(".")[0] ?? ""] ??= message
    return errors
  }
}
