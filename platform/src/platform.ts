import type { Bus } from "./bus/bus"
import { connectBus } from "./bus/connect"
import { busRelay } from "./bus/relay"
import { captchaMigration } from "./captcha/captcha"
import type { Config } from "./config"
import { createEventStore, type EventStore } from "./eventstore/event-store"
import { eventStoreMigrations } from "./eventstore/migrations"
import { type Upcaster, upcasterRegistry } from "./eventstore/upcasting"
import { createMailer } from "./mail/create-mailer"
import type { Mailer } from "./mail/mailer"
import { mailMigrations } from "./mail/migrations"
import { type Logger, silentLogger } from "./observability/logger"
import { createProjectionManager, type ProjectionManager } from "./projections/manager"
import { projectionMigrations } from "./projections/migrations"
import type { ProjectionDefinition } from "./projections/projection"
import { reservationsMigration } from "./reservations/reservations"
import { sourceMarksMigration } from "./source-marks/source-marks"
import { connectSql } from "./sql/connect"
import { type Migration, runMigrations } from "./sql/migrations"
import type { Sql } from "./sql/sql"
import { createRunner, type Runner, subscriptionWorker } from "./subscriptions/runner"
import type { Subscription } from "./subscriptions/subscription"
import { throttleMigration } from "./throttle/throttle"
import { linkTokensMigration } from "./tokens/link-tokens"

/** What a domain or read model contributes to the running system. */
export interface PlatformModule {
  readonly name: string
  readonly migrations?: readonly Migration[]
  readonly projections?: readonly ProjectionDefinition[]
  readonly upcasters?: readonly Upcaster[]
  /** Reactors: subscriptions with effects outside the database (mail, pushes), at least once. */
  readonly reactors?: (deps: {
    store: EventStore
    bus: Bus
    sql: Sql
    mailer: Mailer
  }) => readonly Subscription[]
}

export interface Platform {
  readonly sql: Sql
  readonly store: EventStore
  readonly bus: Bus
  readonly mailer: Mailer
  readonly runner: Runner
  readonly projections: ProjectionManager
  close(): Promise<void>
}

export interface PlatformOptions {
  readonly config: Pick<
    Config,
    "databaseUrl" | "dataDir" | "natsUrl" | "runWorkers" | "smtpUrl" | "production"
  > &
    Partial<Pick<Config, "databaseStatementTimeoutMs" | "busNamespace" | "kafkaBrokers">>
  readonly modules?: readonly PlatformModule[]
  readonly logger?: Logger
  /** Postgres schema (tests isolate themselves in their own). */
  readonly schema?: string
  /**
   * False: the caller starts the runner itself (`runner.start()`), after seeding. A seed of many commands
   * runs several times faster with no background worker taking the connection after each append.
   */
  readonly startWorkers?: boolean
  /** In-memory PGlite (tests). */
  readonly inMemory?: boolean
  /** Bus isolation for tests sharing one NATS server. */
  readonly bus?: { stream?: string; prefix?: string; ephemeral?: boolean; reconnectWaitMs?: number }
  readonly pollIntervalMs?: number
}

/**
 * How often the background workers look at an embedded database unasked. Nothing but this process can write
 * it (PGlite is one in-process connection), so every append wakes the workers that read its types (the append
 * hook, or NOTIFY from another store on the same connection) and the look is only a net. At PostgreSQL's
 * 500 ms, some 35 idle workers took a transaction each twice a second: 9% of a core for an app doing nothing
 * (measured over 10 s of an idle test app: 906 ms of CPU, 240 transactions), on a laptop and in every test.
 */
const embeddedPollIntervalMs = 10_000

/** The composition root of the write and read sides: connect, migrate, install projections, start workers. */
export const startPlatform = async (options: PlatformOptions): Promise<Platform> => {
  const logger = options.logger ?? silentLogger
  const modules = options.modules ?? []
  const sql = await connectSql({
    databaseUrl: options.config.databaseUrl,
    dataDir: options.config.dataDir,
    schema: options.schema,
    inMemory: options.inMemory,
    statementTimeoutMs: options.config.databaseStatementTimeoutMs,
  })
  try {
    const mailer = createMailer({
      smtpUrl: options.config.smtpUrl,
      sql,
      production: options.config.production,
    })
    await runMigrations(sql, [
      ...eventStoreMigrations,
      ...projectionMigrations,
      ...mailMigrations,
      captchaMigration,
      throttleMigration,
      linkTokensMigration,
      reservationsMigration,
      sourceMarksMigration,
      ...modules.flatMap((module) => module.migrations ?? []),
    ])
    const store = createEventStore(sql, {
      upcasters: upcasterRegistry(modules.flatMap((module) => module.upcasters ?? [])),
    })
    const namespace = options.config.busNamespace
    const bus = await connectBus({
      natsUrl: options.config.natsUrl,
      kafkaBrokers: options.config.kafkaBrokers,
      // processes started by the environment alone (several systems on one NATS server) name theirs there
      ...(namespace ? { stream: namespace.toUpperCase(), prefix: `${namespace}.events` } : {}),
      ...options.bus,
    })
    const runner = createRunner(store, {
      logger,
      pollIntervalMs:
        options.pollIntervalMs ?? (sql.driver === "pglite" ? embeddedPollIntervalMs : undefined),
    })
    const projections = createProjectionManager(
      store,
      runner,
      modules.flatMap((module) => module.projections ?? []),
      logger,
    )
    await projections.install()
    runner.add(subscriptionWorker(store, busRelay(bus)))
    for (const module of modules)
      for (const reactor of module.reactors?.({ store, bus, sql, mailer }) ?? [])
        runner.add(subscriptionWorker(store, reactor))
    if (options.config.runWorkers && options.startWorkers !== false) await runner.start()
    return {
      sql,
      store,
      bus,
      mailer,
      runner,
      projections,
      async close() {
        await runner.stop()
        await bus.close()
        await sql.close()
      },
    }
  } catch (error) {
    await sql.close()
    throw error
  }
}
