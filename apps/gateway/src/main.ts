import { type Config, type Logger, loadConfig } from "@ignite/platform"
import { startWorkerProcess } from "@ignite/wiring"
import { startApp } from "./app"

// A setting production refuses is the operator's to fix: say what, without a stack trace, and exit 1.
let config: Config
try {
  config = loadConfig()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

/** ROLE=worker: the same entry runs the workers alone, without HTTP, as `apps/worker` does. */
const startRole = async (): Promise<{ close(): Promise<void>; logger: Logger }> => {
  if (config.role === "worker") return startWorkerProcess(config)
  const running = await startApp(config)
  return { close: running.close, logger: running.services.logger }
}
const running = await startRole()

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  running.logger.info({ signal }, "shutting down")
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await running.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop("SIGINT"))
process.on("SIGTERM", () => void stop("SIGTERM"))
