// The application layer's use cases that span domains, and the rules about resources both transports apply.
// A workflow opens one transaction and calls each domain's `…In(tx, …)` step (docs/architecture.md,
// "Workflows"); reads answer from the read models, never from the write side.
export { createResourceAccess, type ResourceAccess, type Viewer } from "./access/resource-access"
export { type AnalyticsFacade, createAnalyticsFacade } from "./analytics/analytics-facade"
export { type AuditFacade, createAuditFacade } from "./audit/audit-facade"
export { type ChatFacade, createChatFacade } from "./chat/chat-facade"
export { chatMails, chatNotificationsModule, chatNotifier } from "./chat/chat-notifier"
export {
  type CompaniesFacade,
  createCompaniesFacade,
} from "./companies/companies-facade"
export {
  createGovUsersFacade,
  type GovUsersFacade,
} from "./gov-users/gov-users-facade"
export {
  createIdentityFacade,
  type IdentityFacade,
} from "./identity/identity-facade"
export { type AddressSearch, createAddressSearch } from "./maps/address-search"
export { matchDigestWorker } from "./matchmaking/match-digest-worker"
export {
  createMatchCatalog,
  createMatchmakingFacade,
  type MatchmakingFacade,
} from "./matchmaking/matchmaking-facade"
export { createNotificationsFacade, type NotificationsFacade } from "./notifications/notifications-facade"
export { createGovOnboarding, type GovOnboarding } from "./onboarding/gov-onboarding"
export { createOnboarding, type Onboarding } from "./onboarding/onboarding"
export { createErasure, type Erasure, projectionsHoldingPersonalData } from "./privacy/erasure"
export { createGovReads, type GovReads } from "./reads/gov-reads"
export { createHotReads } from "./reads/hot-reads"
export { createReads, type Reads } from "./reads/reads"
export { createReferenceLists, type ReferenceLists, referenceIdSets } from "./reads/reference-lists"
export { createReferenceFacade, type ReferenceFacade } from "./reference/reference-facade"
export { createRegistry, type RegisteredCompany, type Registry } from "./registry/registry"
export { createSbirImports, type SbirImportOptions, type SbirImports } from "./registry/sbir-import"
export { searchAlertMails, searchAlertsModule, searchAlertsReactor } from "./search/search-alerts"
export { createSearchFacade, type SearchFacade } from "./search/search-facade"
export { prepareStart } from "./startup/prepare-start"
export { type ArtifactEdits, createArtifactEdits } from "./storefronts/artifact-edits"
export { createStorefrontEdits, type StorefrontEdits } from "./storefronts/storefront-edits"
export { createStorefrontReads, type StorefrontReads } from "./storefronts/storefront-reads"
export { createStorefronts, type Storefronts } from "./storefronts/storefronts"
export {
  createStorefrontsFacade,
  type StorefrontsFacade,
} from "./storefronts/storefronts-facade"
