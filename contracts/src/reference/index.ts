/**
 * Reference data beyond the first load's needs (`@ignite/contracts/reference`): the country table alone is
 * about 130 kB, so the main entry does not carry it. The NAICS table is in `@ignite/contracts/naics`, for servers only.
 */
export * from "./business-classifications"
export * from "./countries"
export * from "./gov-organizations"
export * from "./gov-user-classifications"
export * from "./lookup"
export * from "./phases"
export * from "./product-service-codes"
export * from "./queries"
export * from "./schemas"
export * from "./technology-types"
