/**
 * A search parameter that should be text. The router parses query values as JSON where they can be, so a
 * token of digits arrives as a number; it is turned back into its text.
 */
export const optionalText = (value: unknown): string | undefined => {
  if (typeof value === "string") return value === "" ? undefined : value
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  return undefined
}
