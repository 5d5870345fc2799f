export { loadDemoData } from "./demo/load"
export { demoMarketplace, seedDemoMarketplace } from "./demo/marketplace"
export { type FixedCompany, generateSbirCsv, type SbirGeneratorOptions } from "./demo/sbir-generator"
export {
  demoCompany,
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
