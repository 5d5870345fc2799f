import type { GovUser } from "@ignite/contracts"

/** Spec 01 §2: a time zone shown with spaces for underscores (America/New_York -> America/New York). */
export const timeZoneLabel = (zone: string | null) => (zone ? zone.replace(/_/g, " ") : null)

/** The location line: city, state or province, country, whichever are known. */
export const locationLine = (data: GovUser["govUserExtendedData"]) =>
  [data.city, data.stateOrProvince, data.country].filter(Boolean).join(", ") || null

/** The spec's 300 ms minimum loading time of the profile view, so a fast answer does not flash. */
export const minimumLoadingMs = 300
export const atLeast = async <T>(ms: number, work: Promise<T>): Promise<T> => {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}

/** The first technology type plus 'and N other(s)' (the search card). */
export const technologySummary = (types: GovUser["technologyTypes"]) => {
  const [first, ...rest] = types
  if (!first) return null
  if (rest.length === 0) return first.name
  return `${first.name} and ${rest.length} ${rest.length === 1 ? "other" : "others"}`
}
