import { httpStatusOf } from "./http-status"

/** The catalogue code a failed call carries: tRPC errors in `data.error`, REST envelopes in `error`. */
export const errorCodeOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const { data, error: code } = error as { data?: unknown; error?: unknown }
  if (typeof data === "object" && data !== null) {
    const { error: dataCode } = data as { error?: unknown }
    if (typeof dataCode === "string") return dataCode
  }
  return typeof code === "string" ? code : undefined
}

/**
 * The server's own message for an expected failure (a catalogued code with a 4xx status). Network
 * failures and 5xx answers have none worth showing: screens fall back to their own text.
 */
export const serverMessageOf = (error: unknown): string | undefined => {
  const status = httpStatusOf(error)
  if (errorCodeOf(error) === undefined || status === undefined || status < 400 || status >= 500)
    return undefined
  const { message } = error as { message?: unknown }
  return typeof message === "string" && message.trim() !== "" ? message : undefined
}
