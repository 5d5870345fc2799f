import { optionalText } from "../../lib/search-params"

/** /audit/streams/$streamId's address: the moment to see the stream's state as of, in UTC. */
export interface StreamSearch {
  readonly asOf?: string
}

/** `validateSearch` for a stream's timeline: a moment the server reads, or none. */
export const streamSearchOf = (search: Record<string, unknown>): StreamSearch => {
  const asOf = optionalText(search.asOf)
  if (asOf === undefined || Number.isNaN(Date.parse(asOf))) return {}
  return { asOf: new Date(asOf).toISOString() }
}
