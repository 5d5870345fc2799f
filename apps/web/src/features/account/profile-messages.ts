import { profileMessages } from "@ignite/contracts"
import { serverMessageOf } from "../../lib/api-error"
import { httpStatusOf } from "../../lib/http-status"

type Details = ReadonlyArray<{ readonly message?: unknown }>

const firstDetail = (error: unknown): string | undefined => {
  const data = (error as { data?: { details?: Details } } | null)?.data
  const message = data?.details?.[0]?.message
  return typeof message === "string" ? message : undefined
}

/**
 * Spec 01 §8: a 400 or 403 says what the server refused (with the first field problem, since the
 * catalogue's "Some fields are invalid." alone does not); anything else gets the spec's text.
 */
export const profileFailureMessage = (error: unknown): string => {
  const status = httpStatusOf(error)
  const message = (status === 400 || status === 403) && serverMessageOf(error)
  if (!message) return profileMessages.updateFailed
  const detail = status === 400 ? firstDetail(error) : undefined
  return detail && detail !== message ? `${message} ${detail}` : message
}

/**
 * The headshot upload: the server's word on a file it refused (size, type, unreadable), else the spec's
 * processing text.
 */
export const headshotFailureMessage = (error: unknown): string =>
  serverMessageOf(error) ?? profileMessages.headshotFailed
