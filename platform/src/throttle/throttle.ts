import { AppError } from "@ignite/contracts"
import type { Queryable } from "../sql/sql"

/**
 * Fixed-window counters in the database, so limits hold across gateways. Keys name what is limited and
 * for whom: `signin-ip:<ip>`, `signin-email:<email>`, `claim-ip:<ip>`... A failing database is an error
 * like any other: a limiter that answered "allowed" when it could not count would be no limiter.
 */
export const throttleMigration = {
  id: "platform/011_throttle_counters",
  sql: `create table if not exists throttle_counters (
    key text primary key,
    window_started_at timestamptz not null,
    attempts int not null,
    locked_until timestamptz
  )`,
}

export interface Throttle {
  /** Counts an attempt; past `max` in the window it throws RateLimited (429). */
  limit(key: string, max: number, windowSeconds: number): Promise<void>
  /** Counts an attempt and says whether it is within `max`: for answers that must stay neutral. */
  allow(key: string, max: number, windowSeconds: number): Promise<boolean>
  /** Counts a failure; once `max` failures fall in the window the key is locked for `lockSeconds`. */
  recordFailure(key: string, max: number, windowSeconds: number, lockSeconds: number): Promise<void>
  isLocked(key: string): Promise<boolean>
  clear(key: string): Promise<void>
}

export const createThrottle = (db: Queryable): Throttle => {
  const count = async (key: string, windowSeconds: number): Promise<number> => {
    const rows = await db.query<{ attempts: number }>(
      `insert into throttle_counters (key, window_started_at, attempts) values ($1, now(), 1)
       on conflict (key) do update set
         attempts = case when throttle_counters.window_started_at < now() - make_interval(secs => $2) then 1
                         else throttle_counters.attempts + 1 end,
         window_started_at = case when throttle_counters.window_started_at < now() - make_interval(secs => $2)
                                  then now() else throttle_counters.window_started_at end
       returning attempts`,
      [key, windowSeconds],
    )
    return rows[0]!.attempts
  }
  return {
    async limit(key, max, windowSeconds) {
      if ((await count(key, windowSeconds)) > max) throw new AppError("RateLimited")
    },
    async allow(key, max, windowSeconds) {
      return (await count(key, windowSeconds)) <= max
    },
    async recordFailure(key, max, windowSeconds, lockSeconds) {
      if ((await count(key, windowSeconds)) >= max)
        await db.query(
          "update throttle_counters set locked_until = now() + make_interval(secs => $2) where key = $1",
          [key, lockSeconds],
        )
    },
    async isLocked(key) {
      const rows = await db.query<{ locked: boolean }>(
        "select locked_until > now() as locked from throttle_counters where key = $1",
        [key],
      )
      return rows[0]?.locked === true
    },
    async clear(key) {
      await db.query("delete from throttle_counters where key = $1", [key])
    },
  }
}
