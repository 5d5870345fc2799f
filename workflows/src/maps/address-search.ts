import { type Address, AppError, type PlaceSuggestion } from "@ignite/contracts"
import {
  type Config,
  createGooglePlaces,
  createThrottle,
  type Logger,
  type MapsService,
  type Sql,
} from "@ignite/platform"

/**
 * The maps service for signed-in people, limited per user: every call is billed to our key, so nobody may
 * drain it. A fast typist with the 100 ms debounce sends about one call per keystroke; 60 a minute covers a
 * few addresses, 600 a day far more than any form needs.
 */
export interface AddressSearch {
  suggest(userId: string, input: string, sessionToken?: string): Promise<readonly PlaceSuggestion[]>
  place(userId: string, placeId: string, sessionToken?: string): Promise<Address>
}

const limits = [
  { suffix: "minute", max: 60, windowSeconds: 60 },
  { suffix: "day", max: 600, windowSeconds: 24 * 60 * 60 },
] as const

export const createAddressSearch = (deps: {
  config: Config
  sql: Sql
  logger: Logger
  /** The port's adapter; Google Places from the configuration unless a test gives another. */
  maps?: MapsService
}): AddressSearch => {
  const { mapsApiKey, mapsApiUrl } = deps.config
  const maps =
    deps.maps ??
    (mapsApiKey
      ? createGooglePlaces({
          key: mapsApiKey,
          baseUrl: mapsApiUrl,
          logger: deps.logger.child({ port: "maps" }),
        })
      : undefined)
  const throttle = createThrottle(deps.sql)
  const available = async (userId: string): Promise<MapsService> => {
    // without a key there is nothing to offer (or to count): manual entry is the only mode
    if (!maps) throw new AppError("MapsNotConfigured")
    for (const { suffix, max, windowSeconds } of limits)
      await throttle.limit(`maps-${suffix}:${userId}`, max, windowSeconds)
    return maps
  }
  return {
    suggest: async (userId, input, sessionToken) => (await available(userId)).suggest(input, sessionToken),
    place: async (userId, placeId, sessionToken) => (await available(userId)).place(placeId, sessionToken),
  }
}
