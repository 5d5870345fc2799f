import type { ImportSummary } from "@ignite/contracts"
import type { Services } from "@ignite/wiring"
import { type FixedCompany, generateSbirCsv } from "./sbir-generator"

/** How many generated companies the demo has, and how many of them publish their storefront. */
export const demoMarketplace = {
  companies: 36,
  awards: 140,
  published: 30,
  seed: 2026,
  ueiPrefix: "DM",
} as const

/**
 * The marketplace a newcomer sees on a fresh start: Acme Robotics and the five unclaimed companies with
 * their awards, and some dozens of other companies with published storefronts and awards dated over the
 * last 12 months, all through the SBIR.gov importer (the same commands and events as a real import), then
 * published by the registry's demo operator. `fixed` names the demo's own companies with their contacts.
 */
export const seedDemoMarketplace = async (
  services: Services,
  fixed: readonly FixedCompany[],
  now = new Date(),
): Promise<ImportSummary & { readonly publishedListingIds: readonly string[] }> => {
  const summary = await services.companies.sbirImports.importFile(
    generateSbirCsv({
      companies: demoMarketplace.companies,
      awards: demoMarketplace.awards,
      seed: demoMarketplace.seed,
      months: 12,
      until: now,
      ueiPrefix: demoMarketplace.ueiPrefix,
      fixed,
    }),
    { actorId: "demo-data" },
  )
  // Acme and the first generated companies publish; the unclaimed ones and a few others stay unpublished
  const publishers = [fixed[0]!.uniqueEntityId]
  for (let i = 0; i < demoMarketplace.published; i++)
    publishers.push(`${demoMarketplace.ueiPrefix}${i.toString(36).toUpperCase().padStart(10, "0")}`)
  const accountIds = await services.companies.registry.accountIdsOf(services.platform.sql, publishers)
  const listingIds = await services.storefronts.listings.listingIdsOf(services.platform.sql, [
    ...accountIds.values(),
  ])
  for (const listingId of listingIds.values())
    await services.storefronts.listings.publish(listingId, "demo-data", true)
  return { ...summary, publishedListingIds: [...listingIds.values()] }
}
