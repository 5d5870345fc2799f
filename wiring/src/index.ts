// The composition root: which modules and drivers, the services adapters reach, start-up. No rules, no SQL,
// no demo data (tools/demo seeds through these services).
export { createModules } from "./modules"
export { createServices, type Services } from "./services"
export {
  type System,
  startSystem,
  startWorkerProcess,
} from "./system"
