import { describe, expect, it } from "vitest"
import { whiteHouseComponents as whiteHouse, whiteHouseAddress } from "../testing/white-house-place"
import { addressOfComponents } from "./address-components"

const component = (types: string[], long_name: string, short_name = long_name) => ({
  types,
  long_name,
  short_name,
})

describe("addressOfComponents (spec 02 §3, §5, §7)", () => {
  it("reads each field from its component type: short codes for the region and the country", () => {
    expect(addressOfComponents(whiteHouse)).toEqual(whiteHouseAddress)
  })

  it("leaves line 1 empty unless both the street number and the street exist", () => {
    const routeOnly = whiteHouse.filter((c) => !c.types?.includes("street_number"))
    expect(addressOfComponents(routeOnly)).toMatchObject({
      addressLine1: "",
      addressLine1Parts: { streetNumber: "", street: "Pennsylvania Avenue Northwest" },
    })
    const numberOnly = whiteHouse.filter((c) => !c.types?.includes("route"))
    expect(addressOfComponents(numberOnly).addressLine1).toBe("")
  })

  it("takes a street_address whole when the place has no number and route", () => {
    const components = [
      component(["street_address"], "Kings Road 12"),
      component(["country"], "Ireland", "ie"),
    ]
    expect(addressOfComponents(components)).toMatchObject({ addressLine1: "Kings Road 12", country: "IE" })
  })

  it("answers empty fields for missing components, US for a missing country, and ignores other types", () => {
    expect(addressOfComponents([component(["sublocality"], "Brooklyn"), {}])).toEqual({
      addressLine1: "",
      addressLine1Parts: { streetNumber: "", street: "" },
      city: "",
      stateOrProvince: "",
      stateOrProvinceName: "",
      postalCode: "",
      country: "US",
    })
  })

  it("falls back to the long name when a short one is missing", () => {
    const components = [{ types: ["administrative_area_level_1"], long_name: "Bavaria" }]
    expect(addressOfComponents(components).stateOrProvince).toBe("Bavaria")
  })
})
