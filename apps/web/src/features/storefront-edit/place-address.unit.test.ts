import type { Address } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { whiteHouseAddress } from "../../test-support/place-fixtures"
import { addressFieldsOf } from "./place-address"

const current = {
  addressLine1: "1600 Penn",
  city: "Dayton",
  stateOrProvince: "OH",
  postalCode: "45402",
  country: "US",
}
const place = (fields: Partial<Address>): Address => ({ ...whiteHouseAddress, ...fields })

describe("addressFieldsOf", () => {
  it("fills line 1, city, postal code, country and the region option of the place", () => {
    expect(addressFieldsOf(place({}), current)).toEqual({
      addressLine1: "1600 Pennsylvania Avenue Northwest",
      city: "Washington",
      stateOrProvince: "DC",
      postalCode: "20500",
      country: "US",
    })
  })

  it("keeps the typed line 1 when the place has no street line, and clears what the place lacks", () => {
    expect(
      addressFieldsOf(
        place({ addressLine1: "", postalCode: "", stateOrProvince: "", stateOrProvinceName: "" }),
        current,
      ),
    ).toMatchObject({ addressLine1: "1600 Penn", postalCode: "", stateOrProvince: "-1" })
  })

  it("picks a region by its name where the table has no short code, and keeps an unknown code as it came", () => {
    const unnamed = addressFieldsOf(
      place({ country: "AF", stateOrProvince: "BDS", stateOrProvinceName: "Badakhshan" }),
      current,
    )
    expect(unnamed).toMatchObject({ country: "AF" })
    expect(["BDS", "Badakhshan"]).toContain(unnamed.stateOrProvince)
    expect(
      addressFieldsOf(place({ stateOrProvince: "ZZ", stateOrProvinceName: "Nowhere" }), current)
        .stateOrProvince,
    ).toBe("ZZ")
  })

  it("leaves the country to the person when the table does not list the place's", () => {
    expect(addressFieldsOf(place({ country: "ZZ" }), { ...current, country: "CA" }).country).toBe("CA")
  })
})
