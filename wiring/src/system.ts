import { ensureDefaultPolicies } from "@ignite/domain-policies"
import {
  type Config,
  type Logger,
  loadJwtSecret,
  type PlatformOptions,
  startPlatform,
  type Worker,
} from "@ignite/platform"
import { createModules } from "./modules"
import { createServices, type Services } from "./services"

/** How often the weekly match digest job looks for users due one (the decider keeps it to one a week). */
const matchDigestEveryMs = 60 * 60 * 1000

/**
 * The weekly match digest (issue 24) as one of the runner's workers: under its lease, one process at a time
 * looks every hour for opted-in users whose week is up and sends each a digest if they have new matches
 * (the decider, with optimistic concurrency on the user's digest stream, lets one a week through however
 * many ask). It runs where the runner runs: gateways with RUN_WORKERS and `apps/worker`.
 */
export const matchDigestWorker = (services: Services, logger: Logger): Worker => {
  // the first look an hour after start, as every later one: a restart does not mail anyone sooner
  let lastRun = Date.now()
  return {
    name: "match-digest",
    // the clock, not the log, gives it work: no append wakes it
    eventTypes: [],
    async step() {
      if (Date.now() - lastRun < matchDigestEveryMs) return 0
      lastRun = Date.now()
      const { sent } = await services.matchmaking.sendDigests()
      if (sent > 0) logger.info({ sent }, "sent weekly match digests")
      return 0
    },
  }
}

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
      // the documents users must sign exist from the first start (idempotent, safe with several gateways)
      await ensureDefaultPolicies(services.identity.policies)
      // every account has a storefront, also those registered before storefronts existed
      const opened = await services.companies.registry.openMissingListings()
      if (opened > 0) logger.info({ opened }, "opened the storefronts of accounts registered before listings")
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
    platform.runner.add(matchDigestWorker(services, logger))
    if (config.runWorkers) await platform.runner.start()
    return { services, close: () => platform.close() }
  } catch (error) {
    await platform.close()
    throw error
  }
}
