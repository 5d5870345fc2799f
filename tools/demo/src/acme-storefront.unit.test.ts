import { ListingFormInput, socialMediaTypes } from "@ignite/contracts"
import { naicsCodes } from "@ignite/contracts/naics"
import { businessClassifications, productServiceCodes, technologyTypes } from "@ignite/contracts/reference"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { acmeStorefront } from "./acme-storefront"

const ids = (list: readonly { readonly id: string }[]) => new Set(list.map((item) => item.id))

describe("Acme Robotics' showcase storefront", () => {
  it("is a form the storefront accepts", () => {
    const form = {
      ...acmeStorefront,
      pointOfContactId: "0b6f7e1e-5f3a-4f7e-9a55-3a4f1c2d9e10",
      logo: new Uint8Array(1),
    }
    expect(() => Schema.decodeUnknownSync(ListingFormInput)(form)).not.toThrow()
  })

  it("fills every part a storefront shows", () => {
    for (const field of ["tagLine", "website", "capabilityStatement", "addressLine2", "cageCode"] as const)
      expect(acmeStorefront[field], field).toMatch(/.{2}/)
    expect(acmeStorefront.yearFounded).toBe(2011)
    for (const list of [
      "naicsCodeIds",
      "productServiceCodeIds",
      "businessClassificationIds",
      "technologyTypeIds",
      "socialMediaAccountsAttributes",
    ] as const)
      expect(acmeStorefront[list]?.length, list).toBeGreaterThan(1)
  })

  it("names only items of the lists the app offers", () => {
    expect(acmeStorefront.naicsCodeIds?.filter((id) => !ids(naicsCodes).has(id))).toEqual([])
    expect(acmeStorefront.productServiceCodeIds?.filter((id) => !ids(productServiceCodes).has(id))).toEqual(
      [],
    )
    expect(
      acmeStorefront.businessClassificationIds?.filter((id) => !ids(businessClassifications).has(id)),
    ).toEqual([])
    expect(acmeStorefront.technologyTypeIds?.filter((id) => !ids(technologyTypes).has(id))).toEqual([])
    expect(
      acmeStorefront.socialMediaAccountsAttributes?.filter(
        (account) => !ids(socialMediaTypes).has(account.socialMediaTypeId),
      ),
    ).toEqual([])
  })
})
