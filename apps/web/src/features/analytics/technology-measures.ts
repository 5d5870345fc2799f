import type { TechnologyTypeMeasure, TechnologyTypeStat } from "@ignite/contracts"

/** One pie of Technology Types At a Glance: what it counts, and the share the table shows beside it. */
export interface TechnologyMeasure {
  readonly measure: TechnologyTypeMeasure
  readonly title: string
  readonly count: (row: TechnologyTypeStat) => number
  /** The row's share of the column's total, 0..1; awards have none in the statistic. */
  readonly share?: (row: TechnologyTypeStat) => number
  /** The drill-down's heading for a slice: who or what is behind the number. */
  readonly drillTitle: (technologyType: string) => string
  /** The storefront list's count column: what of each storefront the number counted. */
  readonly matching?: string
}

/** The six pies, in the order the card shows them (spec 02 §2 "Admin analytics dashboard"). */
export const technologyMeasures: readonly TechnologyMeasure[] = [
  {
    measure: "listings",
    title: "Storefronts",
    count: (row) => row.listingCount,
    share: (row) => row.listingPct,
    drillTitle: (name) => `Storefronts naming ${name}`,
    matching: "Awards",
  },
  {
    measure: "products",
    title: "Products",
    count: (row) => row.listingProductCount,
    share: (row) => row.listingProductPct,
    drillTitle: (name) => `Storefronts with ${name} products`,
    matching: "Matching products",
  },
  {
    measure: "services",
    title: "Services",
    count: (row) => row.listingServiceCount,
    share: (row) => row.listingServicePct,
    drillTitle: (name) => `Storefronts with ${name} services`,
    matching: "Matching services",
  },
  {
    measure: "awards",
    title: "Awards",
    count: (row) => row.listingAwardCount,
    drillTitle: (name) => `Storefronts with ${name} awards`,
    matching: "Matching awards",
  },
  {
    measure: "users",
    title: "Users",
    count: (row) => row.usersCount,
    share: (row) => row.usersPct,
    drillTitle: (name) => `Government users interested in ${name}`,
  },
  {
    measure: "visionUsers",
    title: "VISION Users",
    count: (row) => row.visionUsersCount,
    share: (row) => row.visionUsersPct,
    drillTitle: (name) => `VISION users interested in ${name}`,
  },
]
