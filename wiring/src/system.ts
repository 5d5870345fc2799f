import {
  type Config,
  createLogger,
  type Logger,
  loadJwtSecret,
  type PlatformOptions,
  startPlatform,
} from "@ignite/platform"
import { matchDigestWorker, prepareStart } from "@ignite/workflows"
import { createModules } from "./modules"
import { createServices, type Services } from "./services"

export interface System {
  readonly services: Services
  close(): Promise<void>
}

/**
 * The running system without any transport: connected, migrated, projections installed, workers started
 * (unless config says not), default policies published, demo data and the admin bootstrap applied. The
 * gateway serves it over HTTP; the CLI uses it directly.
 */
export const startSystem = async (
  config: Config,
  logger: Logger,
  options: Omit<PlatformOptions, "config" | "modules" | "logger"> & {
    seed?: boolean
    /** What a fresh start outside production seeds when config asks for demo data (tools/demo). */
    demoData?: (services: Services, logger: Logger) => Promise<void>
  } = {},
): Promise<System> => {
  const { seed = true, demoData, ...platformOptions } = options
  // read once: the modules' mail links and the services' keys derive from the same secret
  const secret = loadJwtSecret(config)
  const platform = await startPlatform({
    config,
    modules: createModules(config, secret),
    logger,
    schema: config.databaseSchema,
    ...platformOptions,
    startWorkers: false,
  })
  try {
    const services = createServices(config, platform, logger, secret)
    if (seed) {
      await prepareStart({ ...services, logger })
      if (config.demoData && demoData) {
        // seeded with the workers still: thousands of commands, each otherwise followed by every worker's
        // batch on the connection (PGlite has one); then the read models catch up in a few large batches
        await demoData(services, logger)
        await platform.runner.drainAll()
      }
      if (config.admin) {
        const { created } = await services.identity.users.ensureAdmin(
          config.admin.email,
          config.admin.password,
        )
        if (created) logger.info({ email: config.admin.email }, "created the admin user from ADMIN_EMAIL")
      }
    }
    platform.runner.add(matchDigestWorker(services.matchmaking, logger))
    if (config.runWorkers) await platform.runner.start()
    return { services, close: () => platform.close() }
  } catch (error) {
    await platform.close()
    throw error
  }
}

/**
 * A process of ROLE=worker: the projections, reactors, relay and digest under their leases, no HTTP and no
 * seeding (the gateways publish the default policies and the demo). Several may run: each subscription is
 * owned by one of them at a time, and a survivor takes a dead one's over from its checkpoint. On the embedded
 * database it says why it cannot run and exits 1: PGlite's files belong to the server process.
 */
export const startWorkerProcess = async (config: Config): Promise<System & { logger: Logger }> => {
  if (!config.databaseUrl) {
    console.error(
      "The worker needs DATABASE_URL: the embedded PGlite database belongs to the server process.",
    )
    process.exit(1)
  }
  const logger = createLogger({ service: "ignite-worker" })
  const system = await startSystem({ ...config, role: "worker", runWorkers: true }, logger, { seed: false })
  const { platform } = system.services
  logger.info({ driver: platform.sql.driver, bus: platform.bus.kind }, "worker started")
  return { ...system, logger }
}
