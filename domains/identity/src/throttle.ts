import { AppError } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"

/**
 * Fixed-window counters in the database, so limits hold across gateways. Keys name what is limited:
 * `signin-ip:<ip>`, `signin-email:<email>`, `reset-ip:<ip>`...
 */
export const countAttempt = async (db: Queryable, key: string, windowSeconds: number): Promise<number> => {
  const rows = await db.query<{ attempts: number }>(
    `insert into auth_throttle (key, window_started_at, attempts) values ($1, now(), 1)
     on conflict (key) do update set
       attempts = case when auth_throttle.window_started_at < now() - make_interval(secs => $2) then 1
                       else auth_throttle.attempts + 1 end,
       window_started_at = case when auth_throttle.window_started_at < now() - make_interval(secs => $2) then now()
                                else auth_throttle.window_started_at end
     returning attempts`,
    [key, windowSeconds],
  )
  return rows[0]?.attempts ?? 1
}

export const limit = async (db: Queryable, key: string, max: number, windowSeconds: number) => {
  if ((await countAttempt(db, key, windowSeconds)) > max) throw new AppError("RateLimited")
}

export const clearAttempts = (db: Queryable, key: string) =>
  db.query("delete from auth_throttle where key = $1", [key])

/** Locks the key for a while once it has failed too often inside the window. */
export const lockIfExceeded = async (
  db: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
  lockSeconds: number,
) => {
  const attempts = await countAttempt(db, key, windowSeconds)
  if (attempts >= max)
    await db.query(
      "update auth_throttle set locked_until = now() + make_interval(secs => $2) where key = $1",
      [key, lockSeconds],
    )
}

export const isLocked = async (db: Queryable, key: string): Promise<boolean> => {
  const rows = await db.query<{ locked: boolean }>(
    "select locked_until > now() as locked from auth_throttle where key = $1",
    [key],
  )
  return rows[0]?.locked === true
}
