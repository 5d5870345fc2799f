import type { Address, PlaceSuggestion } from "@ignite/contracts"

/**
 * Address search, served by our own server: the browser may not load a maps vendor's script (our CSP allows
 * only our origin), and the key stays here. Absent when no key is configured: manual entry is the app's
 * only mode then. Failures are AppErrors: MapsUnavailable (503), PlaceNotFound (404).
 */
export interface MapsService {
  suggest(input: string, sessionToken?: string): Promise<readonly PlaceSuggestion[]>
  place(placeId: string, sessionToken?: string): Promise<Address>
}
