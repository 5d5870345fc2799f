import type { Address } from "@ignite/contracts"

/** One entry of a Place Details answer's `address_components` (Google's shape). */
export interface AddressComponent {
  readonly long_name?: string
  readonly short_name?: string
  readonly types?: readonly string[]
}

/**
 * Spec 02 §7: an address from the component types street_number, route, street_address,
 * administrative_area_level_1, locality, country and postal_code. Spec 02 §5: line 1 is the street number
 * and the street only when both exist; a place without them (a town, a route alone) leaves line 1 to the
 * person, unless the place names a street_address as a whole. The country defaults to US (spec 02 §3).
 */
export const addressOfComponents = (components: readonly AddressComponent[]): Address => {
  const find = (type: string) => components.find((component) => component.types?.includes(type))
  const long = (type: string) => find(type)?.long_name?.trim() ?? ""
  const short = (type: string) => find(type)?.short_name?.trim() || long(type)
  const streetNumber = long("street_number")
  const street = long("route")
  return {
    addressLine1: streetNumber && street ? `${streetNumber} ${street}` : long("street_address"),
    addressLine1Parts: { streetNumber, street },
    city: long("locality"),
    stateOrProvince: short("administrative_area_level_1"),
    stateOrProvinceName: long("administrative_area_level_1"),
    postalCode: long("postal_code"),
    country: short("country").toUpperCase() || "US",
  }
}
