import { createTokenKeys, identityModule } from "@ignite/domain-identity"
import { policiesModule } from "@ignite/domain-policies"
import type { Config, PlatformModule } from "@ignite/platform"
import { loadJwtSecret } from "./auth/jwt"

/**
 * Every domain and read model the app runs, in one list: their migrations, projections, upcasters and
 * reactors. The gateway, the worker and the CLI all build the system from this.
 */
export const createModules = (config: Config): readonly PlatformModule[] => {
  const tokenKeys = createTokenKeys(loadJwtSecret(config))
  return [identityModule({ tokenKeys, publicUrl: config.publicUrl }), policiesModule]
}
