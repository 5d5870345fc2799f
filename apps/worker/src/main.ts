import { type Config, createLogger, loadConfig, startPlatform } from "@ignite/platform"
import { createModules, createServices, matchDigestWorker } from "@ignite/wiring"

/**
 * Projections and reactors without the HTTP host, for scale-out on PostgreSQL: run as many as you like;
 * each projection is owned by one worker at a time (advisory-lock lease). Gateways then run with
 * RUN_WORKERS=false, or keep running workers too: the leases keep it safe either way.
 */
// A setting production refuses is the operator's to fix: say what, without a stack trace, and exit 1.
let config: Config
try {
  config = loadConfig()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
if (!config.databaseUrl) {
  console.error("The worker needs DATABASE_URL: the embedded PGlite database belongs to the server process.")
  process.exit(1)
}
const logger = createLogger({ service: "ignite-worker" })
const platform = await startPlatform({
  config: { ...config, runWorkers: true },
  modules: createModules(config),
  logger,
  // the same schema as the gateways it serves (DATABASE_SCHEMA), or it would fold another system's log
  schema: config.databaseSchema,
})
// periodic work beside the projections and reactors: the weekly match digest, under its lease
platform.runner.add(matchDigestWorker(createServices(config, platform, logger), logger))
logger.info({ driver: platform.sql.driver, bus: platform.bus.kind }, "worker started")

const stop = async () => {
  await platform.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())
