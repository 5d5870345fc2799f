import { ensureDefaultPolicies } from "@ignite/domain-policies"
import {
  type Config,
  type Logger,
  loadJwtSecret,
  type PlatformOptions,
  startPlatform,
} from "@ignite/platform"
import { createModules } from "./modules"
import { createServices, type Services } from "./services"

/** How often the weekly match digest job looks for users due one (the decider keeps it to one a week). */
const matchDigestEveryMs = 60 * 60 * 1000

/**
 * The weekly match digest (issue 24) as periodic work: every hour, each opted-in user whose week is up
 * gets a digest if they have new matches. Every process that runs workers runs it; the digest's decider
 * (optimistic concurrency on the user's digest stream) lets one digest a week through whoever asks.
 */
export const scheduleMatchDigests = (services: Services, logger: Logger) => {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    services.matchmaking
      .sendDigests()
      .then(({ sent }) => {
        if (sent > 0) logger.info({ sent }, "sent weekly match digests")
      })
      .catch((error: unknown) => logger.warn({ err: error }, "the match digest job failed"))
      .finally(() => {
        running = false
      })
  }, matchDigestEveryMs)
  timer.unref()
  return timer
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
  })
  try {
    const services = createServices(config, platform, logger, secret)
    if (seed) {
      // the documents users must sign exist from the first start (idempotent, safe with several gateways)
      await ensureDefaultPolicies(services.policies)
      // every account has a storefront, also those registered before storefronts existed
      const opened = await services.registry.openMissingListings()
      if (opened > 0) logger.info({ opened }, "opened the storefronts of accounts registered before listings")
      if (config.demoData && demoData) await demoData(services, logger)
      if (config.admin) {
        const { created } = await services.identity.ensureAdmin(config.admin.email, config.admin.password)
        if (created) logger.info({ email: config.admin.email }, "created the admin user from ADMIN_EMAIL")
      }
    }
    const digests = config.runWorkers ? scheduleMatchDigests(services, logger) : undefined
    return {
      services,
      close: async () => {
        if (digests) clearInterval(digests)
        await platform.close()
      },
    }
  } catch (error) {
    await platform.close()
    throw error
  }
}
