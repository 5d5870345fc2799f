/**
 * The one database interface every module uses. Two drivers implement it with the same SQL:
 * `pg` (a pool, when DATABASE_URL is set) and PGlite (in-process WASM Postgres, the embedded default).
 */
export type Row = Record<string, unknown>

export interface Queryable {
  /**
   * One statement with positional parameters ($1...). `prepare`: a hot statement of fixed text, kept
   * parsed and planned per connection (pg); PGlite ignores it.
   */
  query<R = Row>(text: string, params?: readonly unknown[], options?: { prepare?: boolean }): Promise<R[]>
}

export interface Tx extends Queryable {
  /** Several statements without parameters (DDL). */
  exec(text: string): Promise<void>
}

export interface Sql extends Queryable {
  readonly driver: "pg" | "pglite"
  /** The schema all unqualified names resolve to; also namespaces NOTIFY channels. */
  readonly schema: string
  exec(text: string): Promise<void>
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /**
   * A session that keeps one connection for as long as it is open: session-scoped state such as
   * advisory locks lives on it. PGlite has a single session, so it is always the same one.
   */
  openSession(): Promise<Session>
  close(): Promise<void>
}

export interface Session extends Queryable {
  /** Resolves when the underlying connection is lost, so holders of session locks can stop. */
  readonly lost: Promise<Error>
  release(): Promise<void>
}

/** Postgres error codes we act on. */
export const pgErrorCodes = {
  uniqueViolation: "23505",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
} as const

export const pgErrorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined

/**
 * PostgreSQL's answers that say the database cannot serve now, not that the request was wrong: read-only
 * (a standby after failover, `default_transaction_read_only`), a statement cancelled by `statement_timeout`
 * or a lock timeout, the disk or memory full, too many connections, the server shutting down or starting,
 * and the connection exceptions of class 08. Callers answer these as Unavailable (503): try again later.
 */
const unavailableCodes = new Set([
  "25006", // read_only_sql_transaction
  "57014", // query_canceled (statement_timeout)
  "55P03", // lock_not_available (lock_timeout)
  "53100", // disk_full
  "53200", // out_of_memory
  "53300", // too_many_connections
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
])

/**
 * The socket's own failures on the way to the server (refused, reset, timed out, name not resolved): the
 * server is down or unreachable, which is no more the request's fault than a server that answers 57P03.
 */
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
])

/**
 * node-postgres says some of the same things in words only: the pool waited longer than its connection
 * timeout, the server closed the socket without a protocol error, or a client whose connection broke (or
 * was closed under it) was asked for another query.
 */
const unreachableMessages = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated( unexpectedly| due to connection timeout)?$/i,
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i,
]

/**
 * Whether an error (or the error it wraps) is the database being unavailable (see `unavailableCodes` and
 * `unreachableCodes`). Node reports a refused connection to a name with several addresses as an
 * AggregateError whose `errors` are the attempts, hence the walk into them as well as into `cause`.
 */
export const databaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== "object" || depth > 5) return false
  const code = pgErrorCode(error)
  if (code && (unavailableCodes.has(code) || unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true
  const message = (error as { message?: unknown }).message
  if (typeof message === "string" && unreachableMessages.some((pattern) => pattern.test(message))) return true
  const nested = (error as { errors?: unknown }).errors
  if (Array.isArray(nested) && nested.some((inner) => databaseUnavailable(inner, depth + 1))) return true
  return databaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}

/** Identifiers are only ever built from our own names; this guards against accidents, not attackers. */
export const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`)
  return name
}
