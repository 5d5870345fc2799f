import { ensureDefaultPolicies } from "@ignite/domain-policies"
import type { Logger } from "@ignite/platform"
import type { CompaniesFacade } from "../companies/companies-facade"
import type { IdentityFacade } from "../identity/identity-facade"

/**
 * What a gateway's start makes sure of before it serves, idempotent and safe with several gateways starting at
 * once: the documents users must sign exist from the first start, and every account has a storefront (also
 * those registered before storefronts existed).
 */
export const prepareStart = async (deps: {
  identity: Pick<IdentityFacade, "policies">
  companies: Pick<CompaniesFacade, "registry">
  logger: Logger
}) => {
  await ensureDefaultPolicies(deps.identity.policies)
  const opened = await deps.companies.registry.openMissingListings()
  if (opened > 0)
    deps.logger.info({ opened }, "opened the storefronts of accounts registered before listings")
}
