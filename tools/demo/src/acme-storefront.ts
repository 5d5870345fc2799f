import type { ListingFormInput } from "@ignite/contracts"
import type { Services } from "@ignite/wiring"
import { minimalPng } from "./minimal-png"

/**
 * Acme Robotics' storefront with every part filled in, as its owner writes it in the storefront form: the
 * demo's picture of a complete listing (tag line, founded year, capability statement with a link, primary
 * contact, NAICS and product/service codes, classifications, technology types, social accounts, a logo).
 * The other demo companies are fuller or sparser than this, so empty states show too.
 */
export const acmeStorefront: Omit<ListingFormInput, "pointOfContactId" | "logo"> = {
  name: "Acme Robotics",
  tagLine: "Inspection robots for the places people should not have to go",
  website: "https://acme-robotics.example",
  yearFounded: 2011,
  cageCode: "7ACM1",
  capabilityStatement:
    "<p>Acme Robotics builds <strong>crawler and tethered robots</strong> that inspect fuel tanks, ballast tanks, pipes and other confined spaces, so no one has to enter them. Our robots measure wall thickness by ultrasound, image welds and map corrosion; our analysts deliver the report within 48 hours.</p>" +
    "<ul><li>Confined-space inspection for Navy shipyards and fuel depots</li><li>Autonomy kits that retrofit existing ground vehicles</li><li>Training for maintenance crews</li></ul>" +
    '<p>Read how we work on our <a href="https://acme-robotics.example/capabilities">capabilities page</a>.</p>',
  addressLine1: "1200 Harbor Way",
  addressLine2: "Suite 300",
  city: "Norfolk",
  stateOrProvince: "VA",
  postalCode: "23510",
  country: "US",
  naicsCodeIds: ["333249", "541330", "541715"],
  productServiceCodeIds: ["H", "J"],
  businessClassificationIds: ["1", "7"],
  technologyTypeIds: ["4", "16"],
  socialMediaAccountsAttributes: [
    { socialMediaTypeId: "2", identifier: "https://www.linkedin.example/company/acme-robotics" },
    { socialMediaTypeId: "3", identifier: "@acmerobotics" },
    { socialMediaTypeId: "4", identifier: "https://www.youtube.example/@acmerobotics" },
  ],
}

/** Acme's owner fills in the storefront (they are its primary contact) with an orange logo. */
export const seedAcmeStorefront = (services: Services, ownerId: string, listingId: string) =>
  services.storefronts.edits.edit(ownerId, listingId, {
    ...acmeStorefront,
    pointOfContactId: ownerId,
    logo: minimalPng(64, [230, 110, 30]),
  })
