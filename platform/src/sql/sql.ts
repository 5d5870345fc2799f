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

/** Identifiers are only ever built from our own names; this guards against accidents, not attackers. */
export const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`)
  return name
}
