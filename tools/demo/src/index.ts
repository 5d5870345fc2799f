// Demo data and generators: what a fresh start seeds outside production, and the deterministic generator
// of SBIR.gov award files and government users. They seed through the same application services a user's
// commands reach, never by writing events or rows themselves.
export { acmeStorefront } from "./acme-storefront"
export { demoActivity, seedDemoActivity } from "./activity"
export {
  type ActivityLoadOptions,
  type ActivityLoadProgress,
  activityMark,
  loadActivity,
} from "./activity-load"
export {
  type ActivityOptions,
  type ActivityPopulation,
  defaultActivityOptions,
  type GovUserActivityPlan,
  planGovUserActivity,
} from "./activity-plan"
export { demoArtifacts } from "./artifacts"
export { demoConversation, demoPendingMessage } from "./chat"
export {
  demoCompany,
  demoGovUsers,
  demoPassword,
  demoPendingChatCompany,
  demoSavedSearches,
  demoUsers,
  seedDemoData,
  signLatestPolicies,
  unclaimedDemoCompanies,
} from "./demo-data"
export {
  type GeneratedGovUser,
  type GovUserGeneratorOptions,
  generatedGovUser,
  generateGovUsers,
} from "./gov-user-generator"
export { type GovUserLoadProgress, loadGovUsers } from "./gov-users"
export { demoColleague, seedListingHistory } from "./listing-history"
export { loadDemoData } from "./load"
export { demoMarketplace, seedDemoMarketplace } from "./marketplace"
export { demoHiddenMatch } from "./match-feedback"
export { minimalPdf } from "./minimal-pdf"
export { minimalPng } from "./minimal-png"
export { demoAlertCompany, demoAlertService } from "./saved-search-alert"
export {
  type FixedCompany,
  generatedAwardText,
  generatedCompany,
  generatedUeiPrefix,
  generateSbirCsv,
  random,
  type SbirGeneratorOptions,
} from "./sbir-generator"
export { seedShowcase } from "./showcase"
export { type ShowcaseCompany, showcaseCompanies } from "./showcase-companies"
export * as demoVocabulary from "./vocabulary"
