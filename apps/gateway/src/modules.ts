import { identityModule } from "@ignite/domain-identity"
import type { PlatformModule } from "@ignite/platform"

/**
 * Every domain and read model the app runs, in one list: their migrations, projections, upcasters and
 * reactors. Capabilities add themselves here.
 */
export const modules: readonly PlatformModule[] = [identityModule]
