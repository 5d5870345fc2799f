import { createAccountsService } from "@ignite/domain-accounts"
import { createAuditService } from "@ignite/domain-audit"
import { createAwardsService } from "@ignite/domain-awards"
import { createChatService } from "@ignite/domain-chat"
import { createGovUsersService, createVisionTokens, visionKeyFrom } from "@ignite/domain-govusers"
import { createIdentityService, emailHasUser } from "@ignite/domain-identity"
import { createListingsService } from "@ignite/domain-listings"
import { createMatchmakingService } from "@ignite/domain-matchmaking"
import { createNotificationsService } from "@ignite/domain-notifications"
import { createPoliciesService } from "@ignite/domain-policies"
import { createReferenceService } from "@ignite/domain-reference"
import { createSearchService } from "@ignite/domain-search"
import {
  type Captcha,
  type Config,
  createAuditLog,
  createCaptcha,
  createFileAddresses,
  createFileStore,
  createJwtKeys,
  createLinkTokens,
  createOperatorService,
  createTokenKeys,
  type FileAddresses,
  type FileStore,
  type JwtKeys,
  type LinkTokens,
  type Logger,
  loadJwtSecret,
  type OperatorService,
  type Platform,
} from "@ignite/platform"
import {
  type AddressSearch,
  type AnalyticsFacade,
  type AuditFacade,
  type ChatFacade,
  type CompaniesFacade,
  createAddressSearch,
  createAnalyticsFacade,
  createAuditFacade,
  createChatFacade,
  createCompaniesFacade,
  createErasure,
  createGovUsersFacade,
  createHotReads,
  createIdentityFacade,
  createMatchCatalog,
  createMatchmakingFacade,
  createNotificationsFacade,
  createReads,
  createReferenceFacade,
  createReferenceLists,
  createResourceAccess,
  createSearchFacade,
  createStorefrontsFacade,
  type Erasure,
  type GovUsersFacade,
  type IdentityFacade,
  type MatchmakingFacade,
  type NotificationsFacade,
  type ReferenceFacade,
  type ResourceAccess,
  referenceIdSets,
  type SearchFacade,
  type StorefrontsFacade,
} from "@ignite/workflows"

/** Everything an adapter may use: the application services and read-model queries, never SQL. */
export interface Services {
  readonly config: Config
  readonly platform: Platform
  readonly operator: OperatorService
  readonly keys: JwtKeys
  readonly logger: Logger
  /** Identity: users, their sessions and roles, the terms and privacy they agree to, the session check. */
  readonly identity: IdentityFacade
  /** Companies: accounts, the registry, claim and invite sign-ups, SBIR.gov imports, the account reads. */
  readonly companies: CompaniesFacade
  /** Storefronts: listings, awards, their forms and artifacts, the owner and marketplace sides. */
  readonly storefronts: StorefrontsFacade
  /** Government users: the profile, the VISION link, the allow list, the sign-up, the profile reads. */
  readonly govUsers: GovUsersFacade
  /** Reference lists: admins adding to and renaming in them, and the lists as they stand. */
  readonly reference: ReferenceFacade
  /** Who belongs to which account, who owns a storefront, who may see one: checked before reads. */
  readonly access: ResourceAccess
  /** Mailed link tokens: their keys derive a link from the token id an event carries (demo data, tests). */
  readonly tokens: LinkTokens
  readonly files: FileStore
  /** The signed, expiring addresses stored files are served at (the gateway signs those its answers carry). */
  readonly fileAddresses: FileAddresses
  readonly captcha: Captcha
  /** Address suggestions and details through the maps service (MapsNotConfigured without a key). */
  readonly addressSearch: AddressSearch
  /** Search: the marketplace search (results, facets, CSV export) and saved searches. */
  readonly search: SearchFacade
  /** Notifications: inboxes, their commands and their read model. */
  readonly notifications: NotificationsFacade
  /** Chat: conversations between companies and government users, their rules and reads. */
  readonly chat: ChatFacade
  /** Admin analytics: the dashboard's ten statistics, from their read model. */
  readonly analytics: AnalyticsFacade
  /** Audit: the event history for auditors, masked personal data, and the record of reveals. */
  readonly audit: AuditFacade
  /** Forgetting a person: their key destroyed, identity's records of them deleted, read models rebuilt. */
  readonly erasure: Erasure
  /** Matchmaking (issue 24): each side's matches, with reasons, and the feedback on them. */
  readonly matchmaking: MatchmakingFacade
  /**
   * The same services with their commands dated by `clock` instead of the wall clock, on the same platform and
   * keys: demo data and the generator write months of history through the real commands with it. Never for
   * requests: a caller cannot choose when their command happened.
   */
  atClock(clock: () => Date): Services
}

export const createServices = (
  config: Config,
  platform: Platform,
  logger: Logger,
  secret: Uint8Array = loadJwtSecret(config),
): Services => {
  // What no command dates: built once, whatever clock the commands below run at. Several hold bus
  // subscriptions or caches, so atClock must not build them again.
  const files = createFileStore(config.filesDir)
  // link tokens are keyed by a secret derived from the same key material, under their own label
  const tokens = createLinkTokens(createTokenKeys(secret))
  const reference = createReferenceService({ store: platform.store })
  const referenceLists = createReferenceLists({ reference, store: platform.store, bus: platform.bus })
  const hot = createHotReads({
    identity: createIdentityService({ store: platform.store, sql: platform.sql, tokens, files }),
    reads: createReads(platform.sql, referenceLists),
    store: platform.store,
    bus: platform.bus,
  })
  const reads = hot.reads
  const access = createResourceAccess(reads)
  // the matchmaking indexes, warm in memory: built once, whatever clock the commands run at
  const matchCatalog = createMatchCatalog(platform.sql)
  const vision = createVisionTokens(visionKeyFrom(config.visionKey, secret))
  const shared = {
    config,
    platform,
    logger,
    operator: createOperatorService(platform),
    keys: createJwtKeys(secret),
    access,
    tokens,
    files,
    fileAddresses: createFileAddresses(secret),
    captcha: createCaptcha({ mode: config.captcha, cost: config.captchaCost, secret, sql: platform.sql }),
    addressSearch: createAddressSearch({ config, sql: platform.sql, logger }),
    analytics: createAnalyticsFacade({ db: platform.sql, reads }),
  }

  /** The command side, its commands dated by `clock` (the wall clock when undefined). */
  const at = (clock: (() => Date) | undefined): Services => {
    const now = clock ? { now: clock } : {}
    // what the write side of the older domains takes: the log, the connection (beside-the-log tables), the clock
    const stores = { store: platform.store, sql: platform.sql, ...now }
    const identity = createIdentityService({ ...stores, tokens, files })
    const accounts = createAccountsService({ ...stores, tokens, emailHasUser })
    const listings = createListingsService(stores)
    const awards = createAwardsService(stores)
    const govUsers = createGovUsersService({
      ...stores,
      vision,
      lists: referenceIdSets(referenceLists),
    })
    const notifications = createNotificationsService({ store: platform.store, ...now })
    const audit = createAuditService({ store: platform.store, ...now })
    const matchmaking = createMatchmakingFacade({
      service: createMatchmakingService({ store: platform.store, ...now }),
      db: platform.sql,
      catalog: matchCatalog,
      access,
      reads,
      lists: referenceLists,
      mail: { mailer: platform.mailer, publicUrl: config.publicUrl },
      logger,
      ...now,
    })
    return {
      ...shared,
      identity: createIdentityFacade({
        users: identity,
        policies: createPoliciesService({ store: platform.store, ...now }),
        checkSession: hot.checkSession,
        readModels: reads,
      }),
      companies: createCompaniesFacade({
        ...stores,
        accounts,
        identity,
        listings,
        awards,
        logger,
        readModels: reads,
      }),
      storefronts: createStorefrontsFacade({
        ...stores,
        accounts,
        listings,
        awards,
        referenceLists,
        files,
        access,
        readModels: reads,
        logger,
      }),
      govUsers: createGovUsersFacade({
        sql: platform.sql,
        users: govUsers,
        identity,
        emailHasUser,
        lists: referenceLists,
        readModels: reads,
      }),
      reference: createReferenceFacade({
        admin: clock ? createReferenceService({ store: platform.store, ...now }) : reference,
        lists: referenceLists,
      }),
      search: createSearchFacade({
        service: createSearchService({ store: platform.store, ...now }),
        db: platform.sql,
        access,
        lists: referenceLists,
        publicUrl: config.publicUrl,
      }),
      notifications: createNotificationsFacade({ service: notifications, db: platform.sql }),
      chat: createChatFacade({
        service: createChatService({ store: platform.store, ...now }),
        notifications,
        db: platform.sql,
        reads,
        access,
        startedFromMatch: matchmaking.chatStarted,
      }),
      audit: createAuditFacade({
        service: audit,
        log: createAuditLog(platform.sql, platform.store.personalData),
        db: platform.sql,
        reads,
        lists: referenceLists,
      }),
      erasure: createErasure({
        sql: platform.sql,
        store: platform.store,
        identity,
        audit,
        files,
        projections: platform.projections,
        reads,
      }),
      matchmaking,
      atClock: at,
    }
  }
  return at(undefined)
}
