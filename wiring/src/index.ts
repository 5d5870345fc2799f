export { demoArtifacts } from "./demo/artifacts"
export {
  type GeneratedGovUser,
  type GovUserGeneratorOptions,
  generatedGovUser,
  generateGovUsers,
} from "./demo/gov-user-generator"
export { type GovUserLoadProgress, loadGovUsers } from "./demo/gov-users"
export { loadDemoData } from "./demo/load"
export { demoMarketplace, seedDemoMarketplace } from "./demo/marketplace"
export { minimalPdf } from "./demo/minimal-pdf"
export { type FixedCompany, generateSbirCsv, type SbirGeneratorOptions } from "./demo/sbir-generator"
export {
  demoCompany,
  demoGovUsers,
  demoPassword,
  demoUsers,
  seedDemoData,
  signLatestPolicies,
  unclaimedDemoCompanies,
} from "./demo-data"
export { createModules } from "./modules"
export type { Reads } from "./reads"
export { createServices, type Gate, type Services, type SessionVerdict } from "./services"
export { type System, startSystem } from "./system"
