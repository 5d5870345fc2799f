import type { Address } from "@ignite/contracts"
import type { AddressComponent } from "../maps/address-components"

/**
 * The White House as Google's Place Details names its parts (`address_components`), and the address we read
 * from them (spec 02 §7): the maps port's unit test, the fake Places service and the gateway's maps test
 * agree on one place. Test support only.
 */
export const whiteHouseComponents: readonly AddressComponent[] = [
  { long_name: "1600", short_name: "1600", types: ["street_number"] },
  { long_name: "Pennsylvania Avenue Northwest", short_name: "Pennsylvania Ave NW", types: ["route"] },
  { long_name: "Washington", short_name: "Washington", types: ["locality", "political"] },
  {
    long_name: "District of Columbia",
    short_name: "District of Columbia",
    types: ["administrative_area_level_2", "political"],
  },
  {
    long_name: "District of Columbia",
    short_name: "DC",
    types: ["administrative_area_level_1", "political"],
  },
  { long_name: "United States", short_name: "US", types: ["country", "political"] },
  { long_name: "20500", short_name: "20500", types: ["postal_code"] },
]

export const whiteHouseAddress: Address = {
  addressLine1: "1600 Pennsylvania Avenue Northwest",
  addressLine1Parts: { streetNumber: "1600", street: "Pennsylvania Avenue Northwest" },
  city: "Washington",
  stateOrProvince: "DC",
  stateOrProvinceName: "District of Columbia",
  postalCode: "20500",
  country: "US",
}
