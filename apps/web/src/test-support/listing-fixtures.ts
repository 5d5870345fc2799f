import type { CurrentUser, ListingView } from "@ignite/contracts"
import { testUser } from "./app-harness"
import type { GatewayMock } from "./gateway-mock"

/** The listing the storefront tests open, and the company account that owns it. */
export const listingId = "11111111-1111-4111-8111-111111111111"
export const accountId = "33333333-3333-4333-8333-333333333333"

/** The listing's owner: a company user of its account. */
export const listingOwner: CurrentUser = {
  ...testUser,
  id: "owner-1",
  userRoles: ["ignite"],
  accountId,
  govUserSetting: null,
}

/** A government user looking at someone else's listing. */
export const govViewer: CurrentUser = { ...testUser, id: "gov-1" }

/** Acme Robotics' published listing; each test states what it needs to be otherwise. */
export const aListing = (overrides: Partial<ListingView> = {}): ListingView => ({
  id: listingId,
  accountId,
  uniqueEntityId: "ACME12345678",
  name: "Acme Robotics",
  website: "https://acme.example",
  addressLine1: "1 Main St",
  addressLine2: "",
  addressLine3: "",
  city: "Dayton",
  stateOrProvince: "OH",
  postalCode: "45402",
  country: "US",
  numberOfEmployees: 12,
  businessClassifications: [],
  tagLine: "Robots for hard places",
  logo: null,
  yearFounded: 2012,
  samCode: null,
  dunsCode: null,
  cageCode: null,
  capabilityStatement: null,
  pointOfContactId: null,
  naicsCodes: [],
  productServiceCodes: [],
  technologyTypes: [],
  socialMediaAccounts: [],
  isPublished: true,
  isOnlyVisionVisible: false,
  views: 0,
  lastProfileSync: null,
  updatedAt: "2026-01-05T15:30:00.000Z",
  listingArtifactLinks: [],
  listingArtifactAttachments: [],
  ...overrides,
})

/** The pagination of a single page holding one row. */
export const onePage = { count: 1, page: 1, pages: 1, from: 1, to: 1, last: 1, series: ["1"] }

/** The owner API's answers for the owner's one listing: their listings, and the listing itself. */
export const answerOwnListing = (gateway: GatewayMock, view: ListingView) => {
  gateway.answers.set("listings.mine", { data: { data: [view], pagination: onePage } })
  gateway.answers.set("listings.get", { data: view })
}
