import type {
  OrganizationUsers,
  Pagination,
  TechnologyTypeDrill,
  TechnologyTypeStat,
} from "@ignite/contracts"
import type { GatewayMock } from "./gateway-mock"

export const onePage = (count: number): Pagination => ({
  count,
  page: 1,
  pages: 1,
  from: count === 0 ? 0 : 1,
  to: count,
  last: 1,
  series: ["1"],
})

/** A technology type counting `listings` storefronts and `users` government users, nothing else. */
export const technologyType = (
  id: string,
  name: string,
  listings: number,
  users = 0,
): TechnologyTypeStat => ({
  id,
  name,
  listingCount: listings,
  listingProductCount: 0,
  listingServiceCount: 0,
  listingAwardCount: 0,
  usersCount: users,
  visionUsersCount: 0,
  listingPct: listings / 20,
  listingProductPct: 0,
  listingServicePct: 0,
  usersPct: users === 0 ? 0 : 1,
  visionUsersPct: 0,
})

/** Twelve types: two beyond the top ten, one counting no storefront. */
export const technologyTypes: TechnologyTypeStat[] = [
  technologyType("t-robotics", "Autonomy & Robotics", 5, 3),
  technologyType("t-quantum", "Quantum Sensing", 4),
  technologyType("t-bio", "Biotechnology", 3),
  technologyType("t-space", "Space Systems", 2),
  technologyType("t-none", "Hypersonics", 0),
  ...Array.from({ length: 7 }, (_, i) => technologyType(`t-${i}`, `Minor Type ${i}`, 1)),
]

export const organizations: OrganizationUsers[] = [
  { id: "org-4", organization: "Air Force", usersCount: 2 },
  { id: "org-9", organization: "NASA", usersCount: 5 },
]

export const storefrontDrill: TechnologyTypeDrill = {
  kind: "storefronts",
  data: [
    { listingId: "listing-1", name: "Acme Robotics", matching: 2 },
    { listingId: "listing-2", name: "Birch Drones", matching: 0 },
  ],
  pagination: onePage(2),
}

const months = ["2026-01", "2026-02", "2026-03"]

/** Every statistic answered: the dashboard as an admin sees it with a little history. */
export const answerEveryStatistic = (gateway: GatewayMock) => {
  gateway.answers.set("analytics.pctGovUserChatResponse", { data: { value: 2 / 3 } })
  gateway.answers.set("analytics.countGovUserEngagedCompanies", { data: { count: 7 } })
  gateway.answers.set("analytics.technologyTypes", { data: { data: technologyTypes } })
  gateway.answers.set("analytics.companyTimeline", {
    data: { data: months.map((month, i) => ({ month, listingsTotal: 10 + i, claimedListingsTotal: i })) },
  })
  const govPoints = months.map((month, i) => ({
    month,
    usersTotal: 4 + i,
    visionUsersTotal: i,
    userLogins: 3 * i,
  }))
  gateway.answers.set("analytics.govUsersTimeline", { data: { data: govPoints } })
  gateway.answers.set("analytics.dafUsers", { data: { data: govPoints } })
  gateway.answers.set("analytics.sbcUsers", {
    data: { data: months.map((month, i) => ({ month, usersTotal: 6 + i, userLogins: i })) },
  })
  gateway.answers.set("analytics.activeConversations", {
    data: { data: months.map((month, i) => ({ month, activeConversations: i, messagesSent: 5 * i })) },
  })
  gateway.answers.set("analytics.listingPageViews", {
    data: {
      data: [
        { id: "listing-1", name: "Acme Robotics", pageViews: 12 },
        { id: "listing-2", name: "Birch Drones", pageViews: 4 },
      ],
      pagination: onePage(2),
    },
  })
  gateway.answers.set("analytics.organizationUsers", {
    data: { data: organizations, pagination: onePage(organizations.length) },
  })
}
