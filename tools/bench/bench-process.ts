import pg from "pg"

let interrupted = false

/**
 * On SIGINT or SIGTERM: stop what runs at once (`stop`, e.g. the load generator), clean up, exit 130. The
 * cleanup is also main's own (in its finally), so it must be safe to ask twice (`once`).
 */
export const onInterrupt = (cleanup: () => Promise<void>, stop?: () => void) => {
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true
    console.error(`\n${signal}: stopping`)
    stop?.()
    void cleanup().finally(() => process.exit(130))
  }
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)
}

/** Whether a signal asked the run to stop: a loop between measurements ends early. */
export const wasInterrupted = () => interrupted

/** Runs a benchmark's main as the process: its code is the exit code; a failure exits `failureCode` (130 once interrupted). */
export const runBench = (main: () => Promise<number>, failureCode = 1) =>
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(interrupted ? "interrupted" : error)
      process.exit(interrupted ? 130 : failureCode)
    },
  )

/** Work done once, whoever asks first (the signal handler or main's finally): both wait for the same end. */
export const once = (work: () => Promise<void>) => {
  let done: Promise<void> | undefined
  return () => {
    done ??= work()
    return done
  }
}

/** Drops a benchmark's schema; a failure is printed (drop it by hand), never thrown over the run's own. */
export const dropBenchSchema = async (url: string, schema: string) => {
  const admin = new pg.Client({ connectionString: url })
  try {
    await admin.connect()
    await admin.query(`drop schema if exists "${schema}" cascade`)
  } catch (error) {
    console.error(`could not drop schema ${schema}; drop it by hand:`, error)
  } finally {
    await admin.end().catch(() => {})
  }
}
