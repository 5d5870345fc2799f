import { seedDemoData } from "@ignite/demo"
import {
  type Config,
  createLogger,
  type Logger,
  lockDataDir,
  type PlatformOptions,
  updateDataDirOwner,
} from "@ignite/platform"
import { type Services, startSystem } from "@ignite/wiring"
import type { FastifyInstance } from "fastify"
import { buildGateway } from "./server"

export interface RunningApp {
  readonly app: FastifyInstance
  readonly services: Services
  readonly url: string
  close(): Promise<void>
}

/**
 * The system (wiring) served over HTTP. With PGlite the process takes the data directory's owner lock first,
 * so a second server or a CLI cannot open the same files.
 */
export const startApp = async (
  config: Config,
  options: Pick<PlatformOptions, "schema" | "inMemory" | "pollIntervalMs" | "bus"> & {
    logger?: Logger
    listen?: boolean
    /** Where the request log goes (tests read it); it is written even when LOG_LEVEL is silent. */
    requestLog?: { write(line: string): void }
  } = {},
): Promise<RunningApp> => {
  const { logger: given, listen, requestLog, ...platformOptions } = options
  const logger = given ?? createLogger({ service: "ignite" }, undefined, config.logLevel !== "silent")
  const embedded = !config.databaseUrl && !options.inMemory
  const unlock = embedded ? lockDataDir(config.dataDir, { kind: "server" }) : () => {}
  try {
    const system = await startSystem(config, logger, { ...platformOptions, demoData: seedDemoData })
    const { services } = system
    const app = await buildGateway({
      services,
      logRequests: config.logLevel !== "silent" || requestLog !== undefined,
      logDestination: requestLog,
    })
    let url = ""
    if (listen !== false) {
      await app.listen({ port: config.port, host: config.host })
      const address = app.server.address()
      const port = typeof address === "object" && address ? address.port : config.port
      url = `http://127.0.0.1:${port}`
      if (embedded) updateDataDirOwner(config.dataDir, { url })
      logger.info(
        { url, driver: services.platform.sql.driver, bus: services.platform.bus.kind },
        "Ignite is listening",
      )
    }
    return {
      app,
      services,
      url,
      async close() {
        await app.close()
        await system.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
