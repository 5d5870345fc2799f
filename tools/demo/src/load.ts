import { ensureDefaultPolicies } from "@ignite/domain-policies"
import type { Logger } from "@ignite/platform"
import type { Services } from "@ignite/wiring"
import { seedDemoData } from "./demo-data"

/**
 * `ignite demo load`: what a fresh start seeds, into a database that has no users yet (PostgreSQL, say):
 * the policies users sign, then the demo data. False when the database already has users.
 */
export const loadDemoData = async (services: Services, logger: Logger): Promise<boolean> => {
  if (await services.identity.users.hasAnyUser()) return false
  await ensureDefaultPolicies(services.identity.policies)
  await seedDemoData(services, logger)
  return true
}
