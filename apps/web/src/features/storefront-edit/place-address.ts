import type { Address } from "@ignite/contracts"
import { countries } from "@ignite/contracts/reference"
import { regionOptionsOf } from "./components/country-region-selects"
import { clearedRegion, type ListingFormValues } from "./listing-form"

type AddressFields = Pick<
  ListingFormValues,
  "addressLine1" | "city" | "stateOrProvince" | "postalCode" | "country"
>

/**
 * The headquarters fields a chosen place fills. Line 1 stays as typed when the place has no street line
 * (spec 02 §5: number and street only if both exist); the region is the country's option with the place's
 * short code or name (many regions have no short code), else the code as it came, which the select shows;
 * the other fields take what the place says, so nothing of an earlier address stays behind.
 */
export const addressFieldsOf = (address: Address, current: AddressFields): AddressFields => {
  // a country our table lacks is left to the person, as the rest of the form is
  const country = countries.some((candidate) => candidate.countryShortCode === address.country)
    ? address.country
    : current.country
  const region = regionOptionsOf(country).find(
    (option) => option.value === address.stateOrProvince || option.label === address.stateOrProvinceName,
  )
  return {
    addressLine1: address.addressLine1 || current.addressLine1,
    city: address.city,
    postalCode: address.postalCode,
    country,
    stateOrProvince: region?.value ?? (address.stateOrProvince || clearedRegion),
  }
}
