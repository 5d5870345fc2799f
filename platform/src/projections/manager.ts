import { AppError, type ProjectionLag } from "@ignite/contracts"
import type { EventStore } from "../eventstore/event-store"
import type { RecordedEvent } from "../eventstore/types"
import type { Logger } from "../observability/logger"
import { ident, type Queryable, type Tx } from "../sql/sql"
import { readCheckpoint, resetCheckpoint } from "../subscriptions/checkpoints"
import type { Runner, Worker } from "../subscriptions/runner"
import { processBatch, type Subscription, subscriptionLockKey } from "../subscriptions/subscription"
import type { ProjectionDefinition } from "./projection"
import { type ReplayReport, replayProjection } from "./replay"
import { type VerifyReport, verifyProjection } from "./verify"

interface BuildRow {
  name: string
  build: number
  version: number
  status: "building" | "active" | "retired"
}

const physical = (table: string, build: number) => ident(`${table}__b${build}`)
/** A build's checkpoint is named by this prefix and the build's number. */
export const projectionCheckpointPrefix = (name: string) => `projection:${name}:b`
export const projectionCheckpointName = (name: string, build: number) =>
  `${projectionCheckpointPrefix(name)}${build}`

export interface ProjectionManager {
  /** Creates or upgrades every projection's tables; inline ones are caught up before this resolves. */
  install(): Promise<void>
  /** Starts a blue/green rebuild; the worker that owns the projection builds it and swaps it in. */
  requestRebuild(name: string): Promise<{ build: number }>
  status(): Promise<ProjectionLag[]>
  /** Stops an async projection's folding until `resume` (its reads keep serving, its lag grows). */
  pause(name: string): Promise<void>
  resume(name: string): Promise<void>
  /** Rebuilds into shadow tables and reports every row that differs from the live read model. */
  verify(name: string): Promise<VerifyReport>
  /** The projection as of `until`, built into a scratch schema beside the live one (replay.ts). */
  replay(name: string, until: Date, schema: string): Promise<ReplayReport>
  /** Processes everything pending for one projection in this process (tests, CLI without a server). */
  drain(name: string): Promise<number>
  readonly definitions: ReadonlyMap<string, ProjectionDefinition>
}

export const createProjectionManager = (
  store: EventStore,
  runner: Runner,
  projections: readonly ProjectionDefinition[],
  logger?: Logger,
): ProjectionManager => {
  const sql = store.sql
  const definitions = new Map(projections.map((p) => [p.name, p]))
  if (definitions.size !== projections.length) throw new Error("Projection names must be unique")

  const builds = (db: Queryable, name: string) =>
    db.query<BuildRow>(
      "select name, build, version, status from projection_builds where name = $1 and status <> 'retired' order by build",
      [name],
    )

  const tablesOf = (definition: ProjectionDefinition, build: number) =>
    Object.fromEntries(Object.keys(definition.tables).map((table) => [table, physical(table, build)]))

  const createBuild = async (tx: Tx, definition: ProjectionDefinition, status: BuildRow["status"]) => {
    const rows = await tx.query<{ build: number }>(
      "select coalesce(max(build), 0) + 1 as build from projection_builds where name = $1",
      [definition.name],
    )
    const build = rows[0]!.build
    for (const [table, ddl] of Object.entries(definition.tables)) {
      await tx.exec(`drop table if exists ${physical(table, build)} cascade`)
      await tx.exec((ddl as (name: string) => string)(physical(table, build)))
    }
    await tx.query("insert into projection_builds (name, build, version, status) values ($1, $2, $3, $4)", [
      definition.name,
      build,
      definition.version,
      status,
    ])
    await resetCheckpoint(tx, projectionCheckpointName(definition.name, build))
    return build
  }

  const buildSubscription = (
    definition: ProjectionDefinition,
    build: number,
    live: boolean,
    /** The worker's batches stop while the projection is paused; the swap's own catching up does not. */
    pausable = false,
  ): Subscription => ({
    name: projectionCheckpointName(definition.name, build),
    eventTypes: definition.eventTypes,
    ...(pausable ? { skip: (tx: Tx) => isPaused(tx, definition.name) } : {}),
    handle: (events, tx) => definition.handle(events, { tx, t: tablesOf(definition, build) }),
    batchSize: live ? 500 : 2000,
    // a read model behind (a restart, an import, a rebuild) reads the log in larger batches until it catches up
    maxBatchSize: live ? 4000 : 8000,
  })

  /**
   * Swap: block appends for a moment (EXCLUSIVE on events lets readers through), apply what is left,
   * point the views at the new build, retire and drop the old one, all in one transaction.
   */
  const activate = async (definition: ProjectionDefinition, build: number) => {
    await sql.transaction(async (tx) => {
      await tx.exec("lock table events in exclusive mode")
      const current = await builds(tx, definition.name)
      const target = current.find((row) => row.build === build)
      if (target?.status !== "building") return
      const subscription = buildSubscription(definition, build, false)
      while ((await processBatch(store, subscription, { unfenced: true, tx })).processed > 0) {}
      for (const table of Object.keys(definition.tables))
        await tx.exec(
          `drop view if exists ${ident(table)}; create view ${ident(table)} as select * from ${physical(table, build)}`,
        )
      for (const old of current.filter((row) => row.status === "active")) {
        await tx.query("update projection_builds set status = 'retired' where name = $1 and build = $2", [
          definition.name,
          old.build,
        ])
        for (const table of Object.keys(definition.tables))
          await tx.exec(`drop table if exists ${physical(table, old.build)} cascade`)
        await resetCheckpoint(tx, projectionCheckpointName(definition.name, old.build))
      }
      await tx.query(
        "update projection_builds set status = 'active', activated_at = now() where name = $1 and build = $2",
        [definition.name, build],
      )
    })
    logger?.info({ projection: definition.name, build }, "projection build activated")
  }

  /** Whether a projection is paused, as its batch's own transaction sees it. */
  const isPaused = async (tx: Tx, name: string) =>
    (await tx.query("select 1 from projection_pauses where name = $1", [name])).length > 0

  /** The paused projections, read at most once a second: every worker's step asks. */
  let pausedRead = { at: 0, names: new Set<string>() }
  const paused = async () => {
    if (Date.now() - pausedRead.at > 1000)
      pausedRead = {
        at: Date.now(),
        names: new Set(
          (await sql.query<{ name: string }>("select name from projection_pauses")).map((row) => row.name),
        ),
      }
    return pausedRead.names
  }
  const definitionOf = (name: string) => {
    const definition = definitions.get(name)
    if (!definition) throw new AppError("NotFound", `There is no projection named ${name}`)
    return definition
  }

  /** One worker per projection: a batch for each live build, and the swap once a rebuild has caught up. */
  const projectionWorker = (definition: ProjectionDefinition): Worker => ({
    name: `projection:${definition.name}`,
    // an inline projection's live build is written with the events: only a rebuild has work, found by polling
    eventTypes: definition.mode === "inline" ? [] : definition.eventTypes,
    async step() {
      if ((await paused()).has(definition.name)) return 0
      let processed = 0
      for (const row of await builds(sql, definition.name)) {
        if (row.status === "active" && definition.mode === "inline") continue
        if (row.version !== definition.version && row.status === "active") continue
        const result = await processBatch(
          store,
          buildSubscription(definition, row.build, row.status === "active", true),
        )
        processed += result.processed
        if (row.status === "building" && result.processed === 0) {
          await activate(definition, row.build)
          processed += 1
        }
      }
      return processed
    },
  })

  const inlineDefinitions = projections.filter((p) => p.mode === "inline")

  /** Inline projections write through the views, so they always land in whichever build is active. */
  const inlineHook = async (events: readonly RecordedEvent[], tx: Tx) => {
    for (const definition of inlineDefinitions) {
      const relevant = events.filter((event) => definition.eventTypes.includes(event.type))
      if (relevant.length === 0) continue
      const t = Object.fromEntries(Object.keys(definition.tables).map((table) => [table, ident(table)]))
      await definition.handle(relevant, { tx, t })
    }
  }

  for (const definition of projections) runner.add(projectionWorker(definition))

  return {
    definitions,
    async install() {
      const needsCatchUp: Array<{ definition: ProjectionDefinition; build: number }> = []
      await sql.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`ignite.projections.${sql.schema}`])
        for (const definition of projections) {
          const current = await builds(tx, definition.name)
          const active = current.find((row) => row.status === "active")
          const pending = current.find(
            (row) => row.status === "building" && row.version === definition.version,
          )
          if (active?.version === definition.version || pending) {
            if (pending && definition.mode === "inline")
              needsCatchUp.push({ definition, build: pending.build })
            continue
          }
          if (!active && definition.mode === "async") {
            // A brand-new async projection serves at once (empty) and fills in the background.
            const build = await createBuild(tx, definition, "building")
            for (const table of Object.keys(definition.tables))
              await tx.exec(`create view ${ident(table)} as select * from ${physical(table, build)}`)
            await tx.query(
              "update projection_builds set status = 'active', activated_at = now() where name = $1 and build = $2",
              [definition.name, build],
            )
            continue
          }
          const build = await createBuild(tx, definition, "building")
          // Inline projections must be complete before the first append that relies on them.
          if (definition.mode === "inline") needsCatchUp.push({ definition, build })
        }
      })
      for (const { definition, build } of needsCatchUp) {
        const subscription = buildSubscription(definition, build, false)
        while ((await processBatch(store, subscription)).processed > 0) {}
        await activate(definition, build)
      }
      store.setInlineHook(inlineDefinitions.length > 0 ? inlineHook : undefined)
    },
    async requestRebuild(name) {
      const definition = definitions.get(name)
      if (!definition) throw new Error(`Unknown projection ${name}`)
      return sql.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`ignite.projections.${sql.schema}`])
        const existing = (await builds(tx, name)).find((row) => row.status === "building")
        if (existing) return { build: existing.build }
        return { build: await createBuild(tx, definition, "building") }
      })
    },
    async pause(name) {
      const definition = definitionOf(name)
      // an inline projection is written with the events: pausing it would fail every append that feeds it
      if (definition.mode === "inline")
        throw new AppError("Conflict", `${name} is written with the events it folds; it cannot be paused.`)
      // Holding each build's batch lock: a batch under way ends first, and every later one sees the pause in
      // its own transaction (subscription `skip`), whichever process runs it and whatever it has cached.
      await sql.transaction(async (tx) => {
        for (const row of await builds(tx, name))
          await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
            subscriptionLockKey(sql.schema, projectionCheckpointName(name, row.build)),
          ])
        await tx.query("insert into projection_pauses (name) values ($1) on conflict (name) do nothing", [
          name,
        ])
      })
      pausedRead = { at: 0, names: new Set() }
    },
    async resume(name) {
      definitionOf(name)
      await sql.query("delete from projection_pauses where name = $1", [name])
      pausedRead = { at: 0, names: new Set() }
    },
    async verify(name) {
      const definition = definitionOf(name)
      const active = (await builds(sql, name)).find((row) => row.status === "active")
      if (!active) throw new AppError("Conflict", `${name} has no live build to verify yet.`)
      return verifyProjection(store, definition, {
        build: active.build,
        version: active.version,
        checkpoint: projectionCheckpointName(name, active.build),
      })
    },
    replay: (name, until, schema) => replayProjection(store, definitionOf(name), until, schema),
    async status() {
      const pausedNow = new Set(
        (await sql.query<{ name: string }>("select name from projection_pauses")).map((row) => row.name),
      )
      const out: ProjectionLag[] = []
      for (const definition of projections) {
        for (const row of await builds(sql, definition.name)) {
          const inlineLive = row.status === "active" && definition.mode === "inline"
          const from = await readCheckpoint(sql, projectionCheckpointName(definition.name, row.build))
          const lagRows = inlineLive
            ? [{ behind: 0, oldest: null }]
            : await sql.query<{ behind: number; oldest: Date | null }>(
                `select count(*)::int8 as behind, min(recorded_at) as oldest from events
                  where (transaction_id, global_position) > ($1::xid8, $2::bigint) and event_type = any($3::text[])`,
                [from.transactionId, from.globalPosition, definition.eventTypes],
              )
          const oldest = lagRows[0]?.oldest
          out.push({
            name: definition.name,
            version: row.version,
            status: row.status === "building" ? "building" : "active",
            mode: definition.mode,
            eventsBehind: Number(lagRows[0]?.behind ?? 0),
            secondsBehind: oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0,
            position: from.globalPosition,
            paused: pausedNow.has(definition.name),
          })
        }
      }
      return out
    },
    async drain(name) {
      return runner.drain(`projection:${name}`)
    },
  }
}
