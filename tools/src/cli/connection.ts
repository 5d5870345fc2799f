import { randomBytes } from "node:crypto"
import { createReadStream, createWriteStream, openAsBlob } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type {
  CreateUserInput,
  ErasureAnswer,
  ImportJob,
  ImportSummary,
  ProjectionLag,
  RecordedEventDto,
  RegisterAccountInput,
  ReplayReport,
  SystemStatus,
  VerifyReport,
} from "@ignite/contracts"
import {
  type ActivityLoadOptions,
  type ActivityLoadProgress,
  type GovUserGeneratorOptions,
  type GovUserLoadProgress,
  generateGovUsers,
  loadActivity,
  loadDemoData,
  loadGovUsers,
} from "@ignite/demo"
import {
  auditFiltersOf,
  type BackupManifest,
  backup,
  type Config,
  createAuditLog,
  createJwtKeys,
  DataDirLockedError,
  loadJwtSecret,
  lockDataDir,
  type RestoreReport,
  readDataDirOwner,
  restore,
  silentLogger,
} from "@ignite/platform"
import { type System, startSystem } from "@ignite/wiring"

/** What the commands need, whether answered by a running server or by the database itself. */
export interface Operations {
  readonly description: string
  status(): Promise<SystemStatus>
  rebuild(name: string): Promise<{ build: number }>
  /** Moves a requested rebuild forward when nobody else does (direct mode); a no-op through a server. */
  work(name: string): Promise<void>
  pause(name: string): Promise<ProjectionLag[]>
  resume(name: string): Promise<ProjectionLag[]>
  verify(name: string): Promise<VerifyReport>
  replay(name: string, until: Date): Promise<ReplayReport>
  /** The filtered log, oldest first, as NDJSON lines, as stored (the operator's view). */
  exportEvents(query: Record<string, string>): AsyncIterable<string>
  stream(streamId: string): Promise<RecordedEventDto[]>
  tail(cursor: string, limit: number): Promise<{ events: RecordedEventDto[]; cursor: string }>
  createUser(input: CreateUserInput): Promise<{ userId: string }>
  /** Forgets a person by their sign-in address (docs/privacy.md); answers the read models rebuilding. */
  eraseUser(email: string): Promise<ErasureAnswer>
  registerAccount(input: RegisterAccountInput): Promise<{ accountId: string; created: boolean }>
  /** Imports an SBIR.gov award file, reporting bytes read as it goes. */
  importSbirAwards(
    path: string,
    onProgress: (progress: { bytesRead: number; summary: ImportSummary }) => void,
  ): Promise<ImportSummary>
  /** Imports generated award rows (direct: streamed; through a server: written to a file and uploaded). */
  importSbirRows(
    rows: AsyncIterable<string>,
    onProgress: (progress: { bytesRead: number; summary: ImportSummary }) => void,
  ): Promise<ImportSummary>
  /** Events in the log (direct mode: an import's events per second); undefined through a server. */
  eventCount(): Promise<number | undefined>
  /** The demo data of a fresh start, into an empty database (PostgreSQL, say). */
  loadDemo(): Promise<{ loaded: boolean }>
  /** Generated government users, signed up in batches (direct only: they are not an upload a server takes). */
  generateGovUsers(
    options: GovUserGeneratorOptions,
    onProgress: (progress: GovUserLoadProgress) => void,
  ): Promise<GovUserLoadProgress>
  /** A year of activity among a generated set, through the commands (direct only, as government users are). */
  generateActivity(options: ActivityLoadOptions): Promise<ActivityLoadProgress>
  /** Writes what cannot be derived again (the log, the keys, identity's records, the files) into `dir`. */
  backup(dir: string): Promise<BackupManifest>
  /** Loads a backup into this empty database and rebuilds every read model from it. */
  restore(dir: string): Promise<RestoreReport>
  close(): Promise<void>
}

export type { ProjectionLag }

class CliError extends Error {}

export { CliError }

const overHttp = async (config: Config, url: string, why: string): Promise<Operations> => {
  // An operator token signed with the server's own key, which lives in DATA_DIR (or JWT_SECRET).
  const token = await createJwtKeys(loadJwtSecret(config)).sign({ sub: "cli", roles: ["operator"] }, 300)
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, accept: "application/json", ...init.headers },
    }).catch((error: unknown) => {
      throw new CliError(`Could not reach the server at ${url}: ${(error as Error).message}`)
    })
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined
    if (!response.ok) throw new CliError(body?.message ?? `The server answered ${response.status}`)
    return body as T
  }
  const operations: Operations = {
    description: `${why}: using the running server at ${url}`,
    status: () => call("/api/v1/status"),
    rebuild: (name) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/rebuild`, { method: "POST" }),
    work: async () => {},
    pause: (name) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/pause`, { method: "POST" }),
    resume: (name) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/resume`, { method: "POST" }),
    verify: (name) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/verify`, { method: "POST" }),
    replay: (name, until) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/replay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ until: until.toISOString() }),
      }),
    async *exportEvents(query) {
      const response = await fetch(`${url}/api/v1/operator/events/export?${new URLSearchParams(query)}`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch((error: unknown) => {
        throw new CliError(`Could not reach the server at ${url}: ${(error as Error).message}`)
      })
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined
        throw new CliError(body?.message ?? `The server answered ${response.status}`)
      }
      const decoder = new TextDecoder()
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        yield decoder.decode(chunk, { stream: true })
    },
    stream: (streamId) => call(`/api/v1/operator/streams/${encodeURIComponent(streamId)}/events`),
    tail: (cursor, limit) =>
      call(`/api/v1/operator/events?cursor=${encodeURIComponent(cursor)}&limit=${limit}`),
    createUser: (input) =>
      call("/api/v1/operator/users", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
    eraseUser: (email) =>
      call("/api/v1/operator/users/erase", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      }),
    registerAccount: (input) =>
      call("/api/v1/operator/accounts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
    async importSbirAwards(path, onProgress) {
      // the server streams the upload to disk and imports it in the background; its job is polled
      const form = new FormData()
      form.append("file", await openAsBlob(path, { type: "text/csv" }), basename(path))
      let job = await call<ImportJob>("/api/v1/operator/imports/sbir_awards", { method: "POST", body: form })
      while (job.status === "running") {
        onProgress({ bytesRead: job.bytesRead, summary: job.summary })
        await new Promise((resolve) => setTimeout(resolve, 500))
        job = await call<ImportJob>(`/api/v1/operator/imports/${job.id}`)
      }
      if (job.status === "failed") throw new CliError(job.error ?? "The import failed.")
      return job.summary
    },
    async importSbirRows(rows, onProgress) {
      const dir = await mkdtemp(join(tmpdir(), "ignite-generated-"))
      const path = join(dir, "generated-awards.csv")
      try {
        await pipeline(Readable.from(rows), createWriteStream(path))
        return await operations.importSbirAwards(path, onProgress)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    eventCount: async () => undefined,
    loadDemo: async () => {
      throw new CliError("Demo data loads into the database directly: stop the server, or set DATABASE_URL.")
    },
    generateGovUsers: async () => {
      throw new CliError(
        "Government users are generated into the database directly: stop the server, or set DATABASE_URL.",
      )
    },
    generateActivity: async () => {
      throw new CliError(
        "Activity is generated into the database directly: stop the server, or set DATABASE_URL.",
      )
    },
    backup: () => Promise.reject(offline("back it up")),
    restore: () => Promise.reject(offline("restore into it")),
    close: async () => {},
  }
  return operations
}

/** Backup and restore read and write the database itself, never through a server that holds it. */
const offline = (what: string) =>
  new CliError(
    `A server holds the embedded database: stop it first, then ${what} (with PostgreSQL, DATABASE_URL set, a backup runs beside live servers).`,
  )

const direct = async (config: Config, why: string, release: () => void): Promise<Operations> => {
  let system: System
  try {
    // no seeding: the CLI looks at the system as it is
    system = await startSystem({ ...config, runWorkers: false }, silentLogger, { seed: false })
  } catch (error) {
    release()
    throw error
  }
  const { operator: service, platform } = system.services
  const { users: identity } = system.services.identity
  const { registry } = system.services.companies
  return {
    description: why,
    status: () => service.status(),
    rebuild: (name) => service.rebuildProjection(name),
    work: async (name) => {
      await platform.projections.drain(name)
    },
    pause: (name) => service.pauseProjection(name),
    resume: (name) => service.resumeProjection(name),
    verify: (name) => service.verifyProjection(name),
    replay: (name, until) => service.replayProjection(name, until),
    async *exportEvents(query) {
      for await (const record of createAuditLog(platform.sql, platform.store.personalData).all(
        auditFiltersOf(query),
        () => true,
      ))
        yield `${JSON.stringify({ ...record, recordedAt: record.recordedAt.toISOString(), occurredAt: record.occurredAt.toISOString() })}\n`
    },
    stream: (streamId) => service.streamEvents(streamId),
    tail: (cursor, limit) => service.eventsAfter(cursor, limit),
    createUser: (input) => identity.createUser(input),
    async eraseUser(email) {
      const answer = await system.services.erasure.eraseByEmail("cli", email)
      // no server runs the rebuilds here: run them to the swap before the database is closed
      for (const name of answer.rebuilding) await platform.projections.drain(name)
      return answer
    },
    registerAccount: (input) => registry.registerCompany(input),
    importSbirAwards: (path, onProgress) =>
      system.services.companies.sbirImports.importFile(createReadStream(path), { onProgress }),
    importSbirRows: (rows, onProgress) =>
      system.services.companies.sbirImports.importFile(rows, { onProgress, batchSize: 500 }),
    async eventCount() {
      const [row] = await platform.sql.query<{ n: string }>("select count(*)::text as n from events")
      return Number(row!.n)
    },
    loadDemo: async () => ({ loaded: await loadDemoData(system.services, silentLogger) }),
    backup: (dir) => backup({ sql: platform.sql, filesDir: config.filesDir }, dir),
    restore: (dir) =>
      restore({ sql: platform.sql, filesDir: config.filesDir, projections: platform.projections }, dir),
    async generateGovUsers(options, onProgress) {
      // Every generated user gets the hash of one random password nobody is told (it is neither printed
      // nor kept): argon2id takes ~90 ms a hash by design, 15 minutes for 10,000 users, and these are
      // benchmark volume, not people anyone signs in as.
      const passwordHash = await system.services.identity.users.hashPassword(
        randomBytes(24).toString("base64url"),
      )
      return loadGovUsers(system.services, generateGovUsers(options), {
        passwordHash,
        batchSize: 250,
        onProgress,
      })
    },
    generateActivity: (options) => loadActivity(system.services, options),
    async close() {
      await system.close()
      release()
    },
  }
}

/**
 * Picks how to reach the data and says which: an explicit --server; PostgreSQL when DATABASE_URL is set
 * (many processes may share it); otherwise PGlite under DATA_DIR, through the server that holds it or,
 * when none does, by opening it directly under the same owner lock the server uses.
 */
export const connect = async (config: Config, server?: string): Promise<Operations> => {
  if (server) return overHttp(config, server.replace(/\/$/, ""), "--server given")
  if (config.databaseUrl)
    return direct(config, "DATABASE_URL is set: connected to PostgreSQL directly", () => {})
  const owner = readDataDirOwner(config.dataDir)
  if (owner?.kind === "server" && owner.url)
    return overHttp(config, owner.url, `A server (pid ${owner.pid}) holds ${config.dataDir}`)
  try {
    const release = lockDataDir(config.dataDir, { kind: "cli" })
    return direct(config, `No server holds ${config.dataDir}: opened the embedded database directly`, release)
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new CliError(`${error.message} Try again when it has finished.`)
    throw error
  }
}
