import { editStorefront } from "./listing-form"
import type { TestApp } from "./test-app"

type Owner = { userId: string; accountId: string }

/**
 * The matchmaking suites' two storefronts that fit a counter-UAS problem statement, both published: Skyhawk,
 * which anyone may see, and a VISION-only one. Named `Skyhawk <suffix>` and `Vision <suffix>`.
 */
export const publishCounterUasStorefronts = async (
  app: TestApp,
  owners: { skyhawk: Owner; vision: Owner },
  suffix: string,
) => {
  const { services } = app
  const listingOf = async (owner: Owner) =>
    (await services.storefronts.reads.listingOfAccount(owner.accountId)).id
  const ids = { skyhawk: await listingOf(owners.skyhawk), vision: await listingOf(owners.vision) }
  await editStorefront(app, owners.skyhawk, ids.skyhawk, `Skyhawk ${suffix}`, {
    capabilityStatement: "<p>Autonomous drones and sensors that defend bases against small drone swarms.</p>",
    technologyTypeIds: ["4", "16"],
  })
  await editStorefront(app, owners.vision, ids.vision, `Vision ${suffix}`, {
    capabilityStatement: "<p>Counter-UAS radars for drone swarms, for VISION programs.</p>",
    technologyTypeIds: ["4", "16"],
  })
  await services.storefronts.edits.setVisionOnly(owners.vision.userId, ids.vision, true)
  for (const id of [ids.skyhawk, ids.vision]) await services.storefronts.listings.publish(id, "test", true)
  return ids
}
