import { isAppPath } from "@ignite/contracts/app-path"

/**
 * A search parameter that should be text. The router parses query values as JSON where they can be, so a
 * token of digits arrives as a number; it is turned back into its text.
 */
export const optionalText = (value: unknown): string | undefined => {
  if (typeof value === "string") return value === "" ? undefined : value
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  return undefined
}

/** The ids an id-list filter holds, in order and without repeats. */
export const idsIn = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  ),
]

/**
 * An id list read from the address, whatever the router made of it (a lone id of digits arrives as a
 * number, a hand-written link may repeat the key as an array): comma-separated text, or nothing.
 */
export const idListOf = (value: unknown): string | undefined => {
  const parts = Array.isArray(value) ? value.map(optionalText) : [optionalText(value)]
  const ids = idsIn(parts.filter((part) => part !== undefined).join(","))
  return ids.length > 0 ? ids.join(",") : undefined
}

/**
 * A `redirectTo` worth following: a path of this app by the rule the server applies (spec 01 §7). Kept
 * apart from the form validation, whose contract schemas must stay out of the routes' search checks.
 */
export const appPathOrUndefined = (value: string | undefined) =>
  value !== undefined && isAppPath(value) ? value : undefined

/**
 * The search params that have a value: a key holding undefined would still be written into the address.
 */
export const presentParams = <T extends Record<string, string | undefined>>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string
  }
