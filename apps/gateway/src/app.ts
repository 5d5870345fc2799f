import { ensureDefaultPolicies } from "@ignite/domain-policies"
import {
  type Config,
  createLogger,
  type Logger,
  lockDataDir,
  type PlatformModule,
  startPlatform,
  updateDataDirOwner,
} from "@ignite/platform"
import type { FastifyInstance } from "fastify"
import type { Services } from "./context"
import { seedDemoData } from "./demo-data"
import { createModules } from "./modules"
import { buildGateway } from "./server"
import { createServices } from "./services"

export interface RunningApp {
  readonly app: FastifyInstance
  readonly services: Services
  readonly url: string
  close(): Promise<void>
}

/**
 * Connects, migrates, installs projections, starts workers and the HTTP host. With PGlite the process takes
 * the data directory's owner lock first, so a second server or a CLI cannot open the same files.
 */
export const startApp = async (
  config: Config,
  options: {
    logger?: Logger
    listen?: boolean
    schema?: string
    inMemory?: boolean
    pollIntervalMs?: number
    /** NATS isolation for tests sharing one server. */
    bus?: { stream?: string; prefix?: string; ephemeral?: boolean }
  } = {},
): Promise<RunningApp> => {
  const logger =
    options.logger ?? createLogger({ service: "ignite" }, undefined, config.logLevel !== "silent")
  const embedded = !config.databaseUrl && !options.inMemory
  const unlock = embedded ? lockDataDir(config.dataDir, { kind: "server" }) : () => {}
  try {
    const platform = await startPlatform({
      config,
      modules: createModules(config),
      logger,
      schema: options.schema,
      inMemory: options.inMemory,
      pollIntervalMs: options.pollIntervalMs,
      bus: options.bus,
    })
    const services = createServices(config, platform, logger)
    // the documents users must sign exist from the first start (idempotent, safe with several gateways)
    await ensureDefaultPolicies(services.policies)
    if (config.demoData) await seedDemoData(services, logger)
    if (config.admin) {
      const { created } = await services.identity.ensureAdmin(config.admin.email, config.admin.password)
      if (created) logger.info({ email: config.admin.email }, "created the admin user from ADMIN_EMAIL")
    }
    const app = await buildGateway({ services, logRequests: config.logLevel !== "silent" })
    let url = ""
    if (options.listen !== false) {
      await app.listen({ port: config.port, host: config.host })
      const address = app.server.address()
      const port = typeof address === "object" && address ? address.port : config.port
      url = `http://127.0.0.1:${port}`
      if (embedded) updateDataDirOwner(config.dataDir, { url })
      logger.info({ url, driver: platform.sql.driver, bus: platform.bus.kind }, "Ignite is listening")
    }
    return {
      app,
      services,
      url,
      async close() {
        await app.close()
        await platform.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

export type { PlatformModule }
