import { describe, expect, it } from "vitest"
import { addressOfComponents } from "./address-components"

const component = (types: string[], long_name: string, short_name = long_name) => ({
  types,
  long_name,
  short_name,
})

const whiteHouse = [
  component(["street_number"], "1600"),
  component(["route"], "Pennsylvania Avenue Northwest", "Pennsylvania Ave NW"),
  component(["locality", "political"], "Washington"),
  component(["administrative_area_level_2", "political"], "District of Columbia"),
  component(["administrative_area_level_1", "political"], "District of Columbia", "DC"),
  component(["country", "political"], "United States", "US"),
  component(["postal_code"], "20500"),
]

describe("addressOfComponents (spec 02 §3, §5, §7)", () => {
  it("reads each field from its component type: short codes for the region and the country", () => {
    expect(addressOfComponents(whiteHouse)).toEqual({
      addressLine1: "1600 Pennsylvania Avenue Northwest",
      addressLine1Parts: { streetNumber: "1600", street: "Pennsylvania Avenue Northwest" },
      city: "Washington",
      stateOrProvince: "DC",
      stateOrProvinceName: "District of Columbia",
      postalCode: "20500",
      country: "US",
    })
  })

  it("leaves line 1 empty unless both the street number and the street exist", () => {
    const routeOnly = whiteHouse.filter((c) => !c.types.includes("street_number"))
    expect(addressOfComponents(routeOnly)).toMatchObject({
      addressLine1: "",
      addressLine1Parts: { streetNumber: "", street: "Pennsylvania Avenue Northwest" },
    })
    const numberOnly = whiteHouse.filter((c) => !c.types.includes("route"))
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
