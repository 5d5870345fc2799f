import type {
  CreateUserInput,
  ProjectionLag,
  RecordedEventDto,
  RegisterAccountInput,
  SystemStatus,
} from "@ignite/contracts"
import {
  type Config,
  createJwtKeys,
  DataDirLockedError,
  loadJwtSecret,
  lockDataDir,
  readDataDirOwner,
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
  stream(streamId: string): Promise<RecordedEventDto[]>
  tail(cursor: string, limit: number): Promise<{ events: RecordedEventDto[]; cursor: string }>
  createUser(input: CreateUserInput): Promise<{ userId: string }>
  registerAccount(input: RegisterAccountInput): Promise<{ accountId: string; created: boolean }>
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
  return {
    description: `${why}: using the running server at ${url}`,
    status: () => call("/api/v1/status"),
    rebuild: (name) =>
      call(`/api/v1/operator/projections/${encodeURIComponent(name)}/rebuild`, { method: "POST" }),
    work: async () => {},
    stream: (streamId) => call(`/api/v1/operator/streams/${encodeURIComponent(streamId)}/events`),
    tail: (cursor, limit) =>
      call(`/api/v1/operator/events?cursor=${encodeURIComponent(cursor)}&limit=${limit}`),
    createUser: (input) =>
      call("/api/v1/operator/users", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
    registerAccount: (input) =>
      call("/api/v1/operator/accounts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
    close: async () => {},
  }
}

const direct = async (config: Config, why: string, release: () => void): Promise<Operations> => {
  let system: System
  try {
    // no seeding: the CLI looks at the system as it is
    system = await startSystem({ ...config, runWorkers: false }, silentLogger, { seed: false })
  } catch (error) {
    release()
    throw error
  }
  const { operator: service, identity, registry, platform } = system.services
  return {
    description: why,
    status: () => service.status(),
    rebuild: (name) => service.rebuildProjection(name),
    work: async (name) => {
      await platform.projections.drain(name)
    },
    stream: (streamId) => service.streamEvents(streamId),
    tail: (cursor, limit) => service.eventsAfter(cursor, limit),
    createUser: (input) => identity.createUser(input),
    registerAccount: (input) => registry.registerCompany(input),
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
