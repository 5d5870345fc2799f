import type { ListingFormInput } from "@ignite/contracts"
import sharp from "sharp"
import type { TestApp } from "./test-app"

/**
 * A storefront form that passes every rule (a 50-character capability statement, a real PNG logo, the owner
 * as point of contact), as the edit form sends it; `more` replaces what a test searches or filters on.
 */
export const aListingForm = async (
  pointOfContactId: string,
  name: string,
  more: Partial<ListingFormInput> = {},
): Promise<ListingFormInput> => ({
  name,
  tagLine: `${name} makes things`,
  website: "https://storefront.example",
  yearFounded: 2015,
  capabilityStatement: "<p>A capability statement long enough to pass the fifty character rule.</p>",
  addressLine1: "1 Main St",
  city: "Dayton",
  postalCode: "45402",
  stateOrProvince: "OH",
  country: "US",
  pointOfContactId,
  naicsCodeIds: [],
  productServiceCodeIds: [],
  businessClassificationIds: [],
  technologyTypeIds: [],
  logo: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#339" } })
    .png()
    .toBuffer(),
  ...more,
})

/** Saves the owner's storefront with `aListingForm`, as the edit form would. */
export const editStorefront = async (
  app: TestApp,
  owner: { userId: string },
  listingId: string,
  name: string,
  more: Partial<ListingFormInput> = {},
) =>
  app.services.storefronts.edits.edit(owner.userId, listingId, await aListingForm(owner.userId, name, more))
