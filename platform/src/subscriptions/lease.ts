import type { Session, Sql } from "../sql/sql"

/**
 * One owner per subscription across processes: a session-level advisory lock held on a dedicated
 * connection. If that connection drops, every lease it held is gone, and the owner must stop; the
 * checkpoint compare-and-set keeps a late batch from the old owner from applying twice anyway.
 */
export interface LeaseHolder {
  tryAcquire(name: string): Promise<boolean>
  release(name: string): Promise<void>
  holds(name: string): boolean
  close(): Promise<void>
}

// PGlite: one process owns the directory (lock file), so leases are shared per database object.
const pgliteLeases = new WeakMap<Sql, Set<string>>()

export const createLeaseHolder = (sql: Sql): LeaseHolder => {
  const held = new Set<string>()
  let session: Session | undefined
  let opening: Promise<Session> | undefined

  const getSession = async () => {
    if (session) return session
    if (opening) return opening
    const attempt = sql.openSession().then((opened) => {
      session = opened
      void opened.lost.then(() => {
        // give the dead connection back (destroyed), or the pool counts it as taken forever: a slot lost per
        // database restart, and a pool that never ends
        void opened.release()
        if (session === opened) {
          session = undefined
          opening = undefined
          held.clear()
        }
      })
      return opened
    })
    opening = attempt
    // a failed open (the database away) must not stick: the next call tries again
    attempt.catch(() => {
      if (opening === attempt) opening = undefined
    })
    return attempt
  }

  const key = (name: string) => `ignite.subscription.${sql.schema}.${name}`

  return {
    async tryAcquire(name) {
      if (held.has(name)) return true
      if (sql.driver === "pglite") {
        const taken = pgliteLeases.get(sql) ?? new Set<string>()
        pgliteLeases.set(sql, taken)
        if (taken.has(name)) return false
        taken.add(name)
        held.add(name)
        return true
      }
      const current = await getSession()
      const rows = await current.query<{ ok: boolean }>(
        "select pg_try_advisory_lock(hashtextextended($1, 0)) as ok",
        [key(name)],
      )
      if (rows[0]?.ok) held.add(name)
      return held.has(name)
    },
    async release(name) {
      if (!held.delete(name)) return
      if (sql.driver === "pglite") {
        pgliteLeases.get(sql)?.delete(name)
        return
      }
      if (!session) return
      await session.query("select pg_advisory_unlock(hashtextextended($1, 0))", [key(name)]).catch(() => {})
    },
    holds: (name) => held.has(name),
    async close() {
      if (sql.driver === "pglite") for (const name of held) pgliteLeases.get(sql)?.delete(name)
      held.clear()
      await session?.release()
      session = undefined
      opening = undefined
    },
  }
}
