import type { ArtifactFormInput } from "@ignite/contracts"
import type { Services } from "@ignite/wiring"

/**
 * What brings Cognita Analytics (technology type 3, published) into gov@ignite.local's "Ground robots"
 * search after it was saved: a new service about autonomous robots.
 */
export const demoAlertCompany = "COGNITAAI001"
export const demoAlertService: ArtifactFormInput = {
  name: "Autonomous robot fleet analytics",
  description:
    "Learns from the telemetry of autonomous ground robots which ones will need a part before the next patrol.",
  listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "3" }],
}

// The alert reactor reads the search read model only up to its frontier, and takes a search's baseline when
// it handles the save: each step waits for both, as a user's later click would find them caught up.
const settle = async (services: Services) => {
  await services.platform.projections.drain("listing_search")
  await services.platform.runner.drain("search-alerts")
}

/**
 * One unread alert for gov@ignite.local, made as a user makes it: the saved searches' baseline is taken,
 * then a storefront that did not match gains a service that does (docs/search.md, saved-search alerts).
 */
export const seedDemoAlert = async (services: Services, owner: { userId: string; listingId: string }) => {
  await settle(services)
  await services.storefronts.artifactEdits.create(owner.userId, owner.listingId, "service", demoAlertService)
  await settle(services)
}
