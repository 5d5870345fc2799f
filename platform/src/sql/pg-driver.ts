import { createHash } from "node:crypto"
import pg from "pg"
import type { Row, Session, Sql, Tx } from "./sql"

// Both drivers return int8 as a JS number (positions and counts stay far below 2^53) and numeric as text.
const INT8_OID = 20
const typeParser = (oid: number, format?: "text" | "binary") =>
  oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)

export interface PgOptions {
  readonly url: string
  readonly schema?: string
  readonly max?: number
  readonly applicationName?: string
  /**
   * The server cancels any statement of this pool that runs, or waits for a lock, longer than this (57014):
   * a stuck statement then fails in bounded time and its connection returns to the pool. None when unset or 0.
   */
  readonly statementTimeoutMs?: number
}

const statementNames = new Map<string, string>()
const statementName = (text: string) => {
  let name = statementNames.get(text)
  if (!name) {
    name = `ignite_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * A pool hands each query its own connection; a single client (a transaction's, a session's) must get one
 * query at a time, so concurrent callers on it (subscription loops sharing the lease session, say) queue.
 */
const wrap = (client: pg.PoolClient | pg.Pool, serial: boolean): Tx => {
  let tail: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    if (!serial) return work()
    const turn = tail.then(work)
    tail = turn.catch(() => undefined)
    return turn
  }
  return {
    query<R = Row>(text: string, params?: readonly unknown[], options?: { prepare?: boolean }): Promise<R[]> {
      const values = params as unknown[] | undefined
      return inTurn(async () => {
        const result = options?.prepare
          ? await client.query({ name: statementName(text), text, values })
          : await client.query(text, values)
        return result.rows as R[]
      })
    },
    exec: (text: string) =>
      inTurn(async () => {
        await client.query(text)
      }),
  }
}

/**
 * Checks a client out with its error listener attached synchronously, inside pg-pool's callback. With
 * `await pool.connect()` the listener would attach a microtask later, and pg-pool removes its own idle
 * listener before handing the client over: when the server's FATAL (a restart's 57P01) arrives in the same
 * TCP chunk as the previous query's ReadyForQuery, the client emits it in between, with nobody listening,
 * and Node crashes the process. `watch` must attach every listener the caller needs.
 */
const checkout = (pool: pg.Pool, watch: (client: pg.PoolClient) => void) =>
  new Promise<pg.PoolClient>((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) return reject(error ?? new Error("no client"))
      watch(client)
      resolve(client)
    })
  })

export const createPgSql = async (options: PgOptions): Promise<Sql> => {
  const schema = options.schema ?? "public"
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? "ignite",
    options: schema === "public" ? undefined : `-c search_path=${schema}`,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
    // a startup parameter of every connection, so it holds from the first statement; `set local` lifts it
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  })
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on("error", () => {})
  if (schema !== "public") {
    const admin = new pg.Client({ connectionString: options.url })
    await admin.connect()
    try {
      await admin.query(`create schema if not exists "${schema}"`)
    } finally {
      await admin.end()
    }
  }
  const root = wrap(pool, false)

  const openSession = async (): Promise<Session> => {
    let markLost: (error: Error) => void = () => {}
    const lost = new Promise<Error>((resolve) => {
      markLost = resolve
    })
    const client = await checkout(pool, (checkedOut) => {
      checkedOut.on("error", (error) => markLost(error))
      checkedOut.on("end", () => markLost(new Error("connection ended")))
    })
    let released = false
    return {
      ...wrap(client, true),
      lost,
      async release() {
        if (released) return
        released = true
        // Destroy rather than return to the pool: session state (locks, LISTEN) must not leak to others.
        client.release(true)
      },
    }
  }

  return {
    driver: "pg",
    schema,
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      // A checked-out client has no pool listener: when the server goes away between two queries of the
      // transaction (a relay awaiting the bus, say), its error must land here, not crash the process. The
      // next query then fails, the transaction rolls back, and the broken client is destroyed, not pooled.
      let broken: Error | undefined
      const onError = (error: Error) => {
        broken = error
      }
      const client = await checkout(pool, (checkedOut) => checkedOut.on("error", onError))
      try {
        await client.query("begin")
        const result = await fn(wrap(client, true))
        await client.query("commit")
        return result
      } catch (error) {
        await client.query("rollback").catch(() => {})
        throw error
      } finally {
        client.off("error", onError)
        client.release(broken)
      }
    },
    async listen(channel, onNotify) {
      // LISTEN is session state: keep a dedicated connection for it, and open a new one when it is lost
      // (a database restart), so wake-ups resume; polling covers the gap.
      let raw: pg.PoolClient | undefined
      let stopped = false
      const attach = async (): Promise<void> => {
        let client: pg.PoolClient | undefined
        let lostEarly = false
        // Lost after LISTEN: give the connection back and listen again. Lost before (or LISTEN failed):
        // give it back and fail this attempt; whoever called attach retries.
        const lost = () => {
          if (!client || raw !== client) {
            lostEarly = true
            return
          }
          raw = undefined
          client.release(true)
          void reattach()
        }
        client = await checkout(pool, (checkedOut) => {
          checkedOut.on("notification", (message) => {
            if (message.channel === channel) onNotify(message.payload ?? "")
          })
          checkedOut.on("error", lost)
          checkedOut.on("end", lost)
        })
        const giveUp = (error: unknown) => {
          client?.release(true)
          throw error
        }
        if (lostEarly) giveUp(new Error("connection lost before LISTEN"))
        await client.query(`listen "${channel}"`).catch(giveUp)
        if (lostEarly) giveUp(new Error("connection lost during LISTEN"))
        if (stopped) {
          client.release(true)
          return
        }
        raw = client
        // anything appended while nobody listened is found by the next look, not left for the poll
        onNotify("")
      }
      const reattach = async () => {
        for (let delay = 100; !stopped && !raw; delay = Math.min(delay * 2, 5_000)) {
          await new Promise((resolve) => setTimeout(resolve, delay))
          if (stopped || raw) return
          await attach().catch(() => {})
        }
      }
      await attach().catch((error: unknown) => {
        stopped = true
        throw error
      })
      return async () => {
        stopped = true
        const client = raw
        raw = undefined
        if (!client) return
        await client.query(`unlisten "${channel}"`).catch(() => {})
        client.release(true)
      }
    },
    openSession,
    async close() {
      await pool.end()
    },
  }
}
