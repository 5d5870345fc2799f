import { type AccountsService, createAccountsService } from "@ignite/domain-accounts"
import { createAuditService } from "@ignite/domain-audit"
import { type AwardsService, createAwardsService } from "@ignite/domain-awards"
import { createChatService } from "@ignite/domain-chat"
import {
  createGovUsersService,
  createVisionTokens,
  type GovUsersService,
  visionKeyFrom,
} from "@ignite/domain-govusers"
import {
  createIdentityService,
  emailHasUser,
  type IdentityService,
  type SessionVerdict,
} from "@ignite/domain-identity"
import { createArtifactsService, createListingsService, type ListingsService } from "@ignite/domain-listings"
import { createMatchmakingService } from "@ignite/domain-matchmaking"
import { createNotificationsService } from "@ignite/domain-notifications"
import { createPoliciesService, type PoliciesService } from "@ignite/domain-policies"
import { createReferenceService, type ReferenceService } from "@ignite/domain-reference"
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
  type ArtifactEdits,
  type ArtifactReads,
  type AuditFacade,
  type ChatFacade,
  createAddressSearch,
  createAnalyticsFacade,
  createArtifactEdits,
  createArtifactReads,
  createAuditFacade,
  createChatFacade,
  createErasure,
  createGovOnboarding,
  createGovReads,
  createHotReads,
  createMatchCatalog,
  createMatchmakingFacade,
  createNotificationsFacade,
  createOnboarding,
  createReads,
  createReferenceLists,
  createRegistry,
  createResourceAccess,
  createSbirImports,
  createSearchFacade,
  createStorefrontEdits,
  createStorefrontReads,
  createStorefronts,
  type Erasure,
  type GovOnboarding,
  type GovReads,
  type MatchmakingFacade,
  type NotificationsFacade,
  type Onboarding,
  type Reads,
  type ReferenceLists,
  type Registry,
  type ResourceAccess,
  type SbirImports,
  type SearchFacade,
  type StorefrontEdits,
  type StorefrontReads,
  type Storefronts,
} from "@ignite/workflows"

/** Everything an adapter may use: the application services and read-model queries, never SQL. */
export interface Services {
  readonly config: Config
  readonly platform: Platform
  readonly operator: OperatorService
  readonly keys: JwtKeys
  readonly logger: Logger
  readonly identity: IdentityService
  readonly policies: PoliciesService
  readonly accounts: AccountsService
  readonly listings: ListingsService
  readonly awards: AwardsService
  /** Companies entering the registry with their storefront (accounts and listings in one transaction). */
  readonly registry: Registry
  /** Members publishing and unpublishing their storefront (listings with the accounts domain's word). */
  readonly storefronts: Storefronts
  /** The organisation/listing form and the VISION-only toggle, checked against the account and the lists. */
  readonly storefrontEdits: StorefrontEdits
  /** Services, products and use cases: members' form with its files, checked against the account and lists. */
  readonly artifactEdits: ArtifactEdits
  /** Those artifacts as readers get them (technology type names from the reference lists). */
  readonly artifactReads: ArtifactReads
  /** Who belongs to which account, who owns a storefront, who may see one: checked before reads. */
  readonly access: ResourceAccess
  /** A storefront and its awards, artifacts and people, from the owner side and the marketplace side. */
  readonly storefrontReads: StorefrontReads
  /** SBIR.gov award files: companies, their storefronts' profiles and awards, idempotently. */
  readonly sbirImports: SbirImports
  /** Admins adding to and renaming in the technology types, business classifications and organisations. */
  readonly reference: ReferenceService
  /** Those lists as they stand, from memory. */
  readonly referenceLists: ReferenceLists
  /** Sign-ups that join a company account: claim and invite (identity and accounts in one transaction). */
  readonly onboarding: Onboarding
  /** Read models, queried directly (the write side never reads them). */
  readonly reads: Reads
  /** Government users: the profile, the VISION link, the email allow list. */
  readonly govUsers: GovUsersService
  /** Government sign-up and profile edits (identity and govusers in one transaction), VISION arrivals. */
  readonly govOnboarding: GovOnboarding
  /** The government user read model: profile view and search. */
  readonly govReads: GovReads
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
  /** Session revocation and the confirmation and terms gates, for every authenticated request. */
  checkSession(userId: string, sessionId: string): Promise<SessionVerdict>
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
  const artifactReads = createArtifactReads({ db: platform.sql, lists: referenceLists })
  const access = createResourceAccess(reads)
  const ids = async (kind: "govUserOrganizations" | "technologyTypes") =>
    new Set((await referenceLists(kind)).map((item) => item.id))
  // the matchmaking indexes, warm in memory: built once, whatever clock the commands run at
  const matchCatalog = createMatchCatalog(platform.sql)
  const vision = createVisionTokens(visionKeyFrom(config.visionKey, secret))
  const shared = {
    config,
    platform,
    logger,
    operator: createOperatorService(platform),
    keys: createJwtKeys(secret),
    referenceLists,
    artifactReads,
    access,
    govReads: createGovReads({ db: platform.sql, lists: referenceLists, reads }),
    reads,
    tokens,
    files,
    fileAddresses: createFileAddresses(secret),
    captcha: createCaptcha({ mode: config.captcha, cost: config.captchaCost, secret, sql: platform.sql }),
    addressSearch: createAddressSearch({ config, sql: platform.sql, logger }),
    analytics: createAnalyticsFacade({ db: platform.sql, reads }),
    checkSession: hot.checkSession,
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
    const registry = createRegistry({ sql: platform.sql, store: platform.store, accounts, listings })
    const govUsers = createGovUsersService({
      ...stores,
      vision,
      lists: {
        organizationIds: () => ids("govUserOrganizations"),
        technologyTypeIds: () => ids("technologyTypes"),
      },
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
      identity,
      policies: createPoliciesService({ store: platform.store, ...now }),
      accounts,
      listings,
      awards,
      registry,
      storefronts: createStorefronts({ sql: platform.sql, accounts, listings }),
      storefrontEdits: createStorefrontEdits({
        sql: platform.sql,
        accounts,
        listings,
        referenceLists,
        files,
      }),
      artifactEdits: createArtifactEdits({
        sql: platform.sql,
        accounts,
        listings,
        artifacts: createArtifactsService({ store: platform.store, ...now }),
        referenceLists,
        files,
      }),
      storefrontReads: createStorefrontReads({ reads, artifactReads, access, listings, logger }),
      sbirImports: createSbirImports({ sql: platform.sql, registry, listings, awards, logger }),
      reference: clock ? createReferenceService({ store: platform.store, ...now }) : reference,
      onboarding: createOnboarding({ sql: platform.sql, identity, accounts }),
      govUsers,
      govOnboarding: createGovOnboarding({ sql: platform.sql, identity, govUsers, emailHasUser }),
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
