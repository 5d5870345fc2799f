import { type ChildProcess, spawn } from "node:child_process"
import { join, resolve } from "node:path"
import { generateSbirCsv } from "@ignite/demo"
import { projectionCheckpointName, readCheckpoint } from "@ignite/platform"
import { faultSkipReason, faultSuiteTitle, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { kill, processEnv, useFaultServers } from "./fault-servers"

const repoRoot = resolve(import.meta.dirname, "../../../..")
const projection = "awards"
/** Three rebuild batches (2,000 events a batch): the kill lands after the first, a whole batch before the end. */
const awards = 4_500

/** The worker as operators run it (`npm start -w @ignite/worker`), in a process of its own. */
const spawnWorker = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/worker/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let errors = ""
  child.stderr?.on("data", (chunk) => {
    errors += String(chunk)
  })
  return { child, errors: () => errors }
}

describe.skipIf(faultSkipReason())(faultSuiteTitle("the worker killed during a rebuild"), () => {
  let env: Record<string, string>
  const workers: ChildProcess[] = []

  // the gateway folds nothing in the background: the worker process alone builds the read models
  const servers = useFaultServers({ env: () => ({ RUN_WORKERS: "false" }) })
  beforeAll(() => {
    env = processEnv(servers, join(repoRoot, ".tmp", "test-data", `${servers.app.shared!.schema}-worker`))
  })
  afterAll(async () => {
    await Promise.all(workers.map(kill))
  })

  const startWorker = () => {
    const worker = spawnWorker(env)
    workers.push(worker.child)
    return worker
  }
  const buildsOf = () =>
    servers.check.query<{ build: number; status: string }>(
      "select build, status from projection_builds where name = $1 and status <> 'retired' order by build",
      [projection],
    )
  const rows = async () =>
    (
      await servers.check.query<{ row: unknown }>(
        `select to_jsonb(a) as row from ${projection} a order by id`,
      )
    ).map((r) => r.row)
  const caughtUp = async () =>
    (await servers.app.services.platform.projections.status()).find((lag) => lag.name === projection)
      ?.eventsBehind === 0

  // about 20 s alone; two worker starts (each loads the whole app through tsx) and an import want room on a
  // busy CI machine
  it("finishes the rebuild after a restart, and the read model equals a clean rebuild", async () => {
    const { app, check } = servers
    // a first worker folds an import of awards as it comes, as it would live
    const first = startWorker()
    const summary = await app.services.companies.sbirImports.importFile(
      generateSbirCsv({ companies: 20, awards, seed: 26, months: 24, until: new Date(), ueiPrefix: "KL" }),
      { batchSize: 1000 },
    )
    expect(summary.awardsNew).toBe(awards)
    const [head] = await check.query<{ position: number }>(
      "select max(global_position) as position from events where event_type = any($1::text[])",
      [app.services.platform.projections.definitions.get(projection)!.eventTypes],
    )

    await waitFor(caughtUp, {
      timeoutMs: 45_000,
      intervalMs: 100,
      message: `the worker to fold the import${first.errors() ? `: ${first.errors()}` : ""}`,
    })
    const live = await rows()
    expect(live).toHaveLength(awards)

    const [serving] = await buildsOf()
    // an operator asks for a rebuild; the worker builds it beside the live tables, 2,000 events a batch
    const { build } = await app.services.platform.projections.requestRebuild(projection)
    const checkpoint = () => readCheckpoint(check, projectionCheckpointName(projection, build))
    await waitFor(async () => (await checkpoint()).globalPosition > 0, {
      timeoutMs: 30_000,
      intervalMs: 5,
      message: `the rebuild's first batch${first.errors() ? `: ${first.errors()}` : ""}`,
    })
    await kill(first.child)

    // killed mid-rebuild: the build is still building, its checkpoint between the log's start and its head
    const killedAt = (await checkpoint()).globalPosition
    expect(await buildsOf()).toEqual([
      { build: serving!.build, status: "active" },
      { build, status: "building" },
    ])
    expect(killedAt).toBeGreaterThan(0)
    expect(killedAt).toBeLessThan(head!.position)
    // the live read model served throughout
    expect(await rows()).toEqual(live)

    // started again, a worker goes on from the checkpoint and swaps the same build in
    const second = startWorker()
    await waitFor(
      async () => (await buildsOf()).some((row) => row.build === build && row.status === "active"),
      {
        timeoutMs: 45_000,
        intervalMs: 100,
        message: `the rebuild to be swapped in${second.errors() ? `: ${second.errors()}` : ""}`,
      },
    )
    expect(await buildsOf()).toEqual([{ build, status: "active" }])
    expect(await rows()).toEqual(live)
    const report = await app.services.platform.projections.verify(projection)
    expect(report).toMatchObject({ ok: true, position: head!.position })
    expect(report.tables.map((table) => [table.liveRows, table.rebuiltRows])).toEqual([[awards, awards]])
    console.log(
      `Worker killed during the ${projection} rebuild at position ${killedAt} of ${head!.position}; ` +
        `after a restart build ${build} was swapped in equal to a clean rebuild (${awards} rows)`,
    )
  }, 120_000)
})
