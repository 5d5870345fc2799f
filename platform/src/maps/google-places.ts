import { AppError, type PlaceSuggestion } from "@ignite/contracts"
import type { Logger } from "../observability/logger"
import { type AddressComponent, addressOfComponents } from "./address-components"
import type { MapsService } from "./maps-service"

export const googlePlacesUrl = "https://maps.googleapis.com/maps/api/place"

export interface GooglePlacesOptions {
  readonly key: string
  /** The Places web service's base (MAPS_API_URL): tests and compatible providers point elsewhere. */
  readonly baseUrl?: string
  /** A person is waiting at a form that works without us: give up soon and let them type. */
  readonly timeoutMs?: number
  readonly logger: Logger
}

/** Google answers 200 with a status of its own; only these two mean the call worked. */
interface PlacesAnswer {
  readonly status?: string
  readonly predictions?: ReadonlyArray<{ place_id?: unknown; description?: unknown }>
  readonly result?: { address_components?: readonly AddressComponent[] }
}

const maxSuggestions = 10

/**
 * The Places Autocomplete and Place Details web services over fetch. The key travels only in the request
 * URL: no log line or error carries that URL, only which call failed and how.
 */
export const createGooglePlaces = (options: GooglePlacesOptions): MapsService => {
  const base = (options.baseUrl ?? googlePlacesUrl).replace(/\/*$/, "/")
  const timeoutMs = options.timeoutMs ?? 3_000
  const unavailable = (operation: string, reason: Record<string, unknown>) => {
    options.logger.warn({ operation, ...reason }, "address search failed")
    return new AppError("MapsUnavailable")
  }

  const call = async (
    operation: "autocomplete" | "details",
    params: Record<string, string | undefined>,
  ): Promise<PlacesAnswer> => {
    const url = new URL(`${operation}/json`, base)
    for (const [name, value] of Object.entries({ ...params, key: options.key }))
      if (value !== undefined) url.searchParams.set(name, value)
    let response: Response
    try {
      // no redirects: the key is in the URL, and it goes to the configured host only
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "error" })
    } catch (error) {
      // fetch's errors name the failure in `cause.code` (ECONNREFUSED...) or the name (TimeoutError)
      const cause = (error as { cause?: { code?: unknown } }).cause
      throw unavailable(operation, { reason: String(cause?.code ?? (error as Error).name) })
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw unavailable(operation, { httpStatus: response.status })
    }
    try {
      return (await response.json()) as PlacesAnswer
    } catch {
      throw unavailable(operation, { reason: "not JSON" })
    }
  }

  return {
    async suggest(input, sessionToken) {
      const answer = await call("autocomplete", { input, types: "address", sessiontoken: sessionToken })
      if (answer.status === "ZERO_RESULTS") return []
      if (answer.status !== "OK" || !Array.isArray(answer.predictions))
        throw unavailable("autocomplete", { upstreamStatus: String(answer.status) })
      return answer.predictions
        .flatMap((prediction): PlaceSuggestion[] =>
          typeof prediction.place_id === "string" && typeof prediction.description === "string"
            ? [{ placeId: prediction.place_id, description: prediction.description }]
            : [],
        )
        .slice(0, maxSuggestions)
    },
    async place(placeId, sessionToken) {
      const answer = await call("details", {
        place_id: placeId,
        fields: "address_components",
        sessiontoken: sessionToken,
      })
      if (
        answer.status === "NOT_FOUND" ||
        answer.status === "INVALID_REQUEST" ||
        answer.status === "ZERO_RESULTS"
      )
        throw new AppError("PlaceNotFound")
      const components = answer.result?.address_components
      if (answer.status !== "OK" || !Array.isArray(components))
        throw unavailable("details", { upstreamStatus: String(answer.status) })
      return addressOfComponents(components)
    },
  }
}
