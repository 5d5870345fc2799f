import { accountsModule } from "@ignite/domain-accounts"
import { identityModule } from "@ignite/domain-identity"
import { type Config, createTokenKeys, loadJwtSecret, type PlatformModule } from "@ignite/platform"
import { accountsReadModel } from "@ignite/projection-accounts"
import { analyticsReadModel } from "@ignite/projection-analytics"
import { revealsReadModel } from "@ignite/projection-audit"
import { chatReadModel } from "@ignite/projection-chat"
import { currentUsersReadModel } from "@ignite/projection-current-users"
import { govUsersReadModel } from "@ignite/projection-gov-users"
import { listingsReadModel } from "@ignite/projection-listings"
import { matchesReadModel } from "@ignite/projection-matches"
import { notificationsReadModel } from "@ignite/projection-notifications"
import { policiesReadModel } from "@ignite/projection-policies"
import { savedSearchesReadModel } from "@ignite/projection-search"
import { chatNotificationsModule, searchAlertsModule } from "@ignite/workflows"

/**
 * Every domain and read model the system runs, in one list: their migrations, projections, upcasters and
 * reactors. The gateway, the worker and the CLI all build the system from this.
 */
export const createModules = (config: Config, secret = loadJwtSecret(config)): readonly PlatformModule[] => {
  const mailLinks = { tokenKeys: createTokenKeys(secret), publicUrl: config.publicUrl }
  return [
    identityModule(mailLinks),
    accountsModule(mailLinks),
    currentUsersReadModel,
    policiesReadModel,
    accountsReadModel,
    listingsReadModel,
    govUsersReadModel,
    savedSearchesReadModel,
    notificationsReadModel,
    searchAlertsModule({ publicUrl: config.publicUrl }),
    chatReadModel,
    chatNotificationsModule({ publicUrl: config.publicUrl }),
    analyticsReadModel,
    revealsReadModel,
    matchesReadModel,
  ]
}
