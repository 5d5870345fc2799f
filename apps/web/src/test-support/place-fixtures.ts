import type { Address } from "@ignite/contracts"

/**
 * The White House as the gateway's maps.place answers it, for the storefront form's address tests. The web
 * app may import contracts only, so this stands apart from platform's testing twin (white-house-place.ts).
 */
export const whiteHouseAddress: Address = {
  addressLine1: "1600 Pennsylvania Avenue Northwest",
  addressLine1Parts: { streetNumber: "1600", street: "Pennsylvania Avenue Northwest" },
  city: "Washington",
  stateOrProvince: "DC",
  stateOrProvinceName: "District of Columbia",
  postalCode: "20500",
  country: "US",
}
