/**
 * The worker's side of bench:visible, on a thread of its own (its own event loop, as the app's worker process
 * has): the reader's store, the production runner and the projection manager with the bench's read model.
 * Says "ready" once the read model is installed and the runner started; stops and says "stopped" when told.
 */
import { parentPort, workerData } from "node:worker_threads"
import { createEventStore, createPgSql, createProjectionManager, createRunner } from "@ignite/platform"
import { benchProjections, type HandlerKind } from "./projections"

const { databaseUrl, schema, kind } = workerData as { databaseUrl: string; schema: string; kind: HandlerKind }

const sql = await createPgSql({ url: databaseUrl, schema, max: 4, applicationName: "bench-visible-worker" })
const store = createEventStore(sql)
// the production worker's runner: woken by NOTIFY, polling every 500 ms as a net
const runner = createRunner(store)
const manager = createProjectionManager(store, runner, [benchProjections[kind]])
await manager.install()
await runner.start()
parentPort?.postMessage("ready")
parentPort?.once("message", async () => {
  await runner.stop()
  await sql.close()
  parentPort?.postMessage("stopped")
})
