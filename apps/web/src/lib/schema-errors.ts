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
