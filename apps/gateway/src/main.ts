import { loadConfig } from "@ignite/platform"
import { startApp } from "./app"

const config = loadConfig()
const running = await startApp(config)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  running.services.logger.info({ signal }, "shutting down")
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await running.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop("SIGINT"))
process.on("SIGTERM", () => void stop("SIGTERM"))
