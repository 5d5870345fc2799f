import { type Config, loadConfig } from "@ignite/platform"
import { startWorkerProcess } from "@ignite/wiring"

/**
 * Projections, reactors, the relay and the digest without the HTTP host (ROLE=worker), for scale-out on
 * PostgreSQL: run as many as you like; each subscription is owned by one worker at a time (its lease), and
 * when one dies another takes its work over from the checkpoint. Gateways then run with ROLE=gateway, or keep
 * running workers too (ROLE=all): the leases keep it safe either way. The gateway's entry with ROLE=worker
 * starts the same process.
 */
// A setting production refuses is the operator's to fix: say what, without a stack trace, and exit 1.
let config: Config
try {
  config = loadConfig({ ...process.env, ROLE: "worker" })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const system = await startWorkerProcess(config)

const stop = async () => {
  await system.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())
