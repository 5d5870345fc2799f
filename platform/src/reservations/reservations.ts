import { pgErrorCode, pgErrorCodes, type Queryable, type Tx } from "../sql/sql"

/**
 * Rules that span streams (one user per email, one account per Unique Entity Id) are claimed in the same
 * transaction as the append: a unique key per scope. Two writers racing for one key cannot both commit;
 * the loser gets ReservationTaken and its events are rolled back with it.
 */
export const reservationsMigration = {
  id: "platform/013_reservations",
  sql: `create table if not exists reservations (
    scope text not null,
    key text not null,
    owner text not null,
    reserved_at timestamptz not null default now(),
    primary key (scope, key)
  );
  create index if not exists reservations_owner on reservations (scope, owner)`,
}

export class ReservationTaken extends Error {
  constructor(
    readonly scope: string,
    readonly key: string,
  ) {
    super(`${scope} ${key} is already taken`)
  }
}

export const isReservationTaken = (error: unknown): error is ReservationTaken =>
  error instanceof ReservationTaken

export const reservations = {
  /** Claims the key for the owner inside `tx`; ReservationTaken (and an aborted transaction) when somebody holds it. */
  async reserve(tx: Tx, scope: string, key: string, owner: string): Promise<void> {
    try {
      await tx.query("insert into reservations (scope, key, owner) values ($1, $2, $3)", [scope, key, owner])
    } catch (error) {
      // the transaction is aborted either way: the caller's whole command fails with it
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new ReservationTaken(scope, key)
      throw error
    }
  },
  /** Claims many keys at once (bulk imports); ReservationTaken (and an aborted transaction) if any is held. */
  async reserveAll(
    tx: Tx,
    scope: string,
    entries: ReadonlyArray<{ key: string; owner: string }>,
  ): Promise<void> {
    if (entries.length === 0) return
    try {
      await tx.query(
        "insert into reservations (scope, key, owner) select $1, k, o from unnest($2::text[], $3::text[]) as x(k, o)",
        [scope, entries.map((e) => e.key), entries.map((e) => e.owner)],
      )
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation)
        throw new ReservationTaken(scope, entries[0]!.key)
      throw error
    }
  },
  /** Gives up every key the owner holds in the scope (the owner's email changed). */
  async releaseAll(tx: Tx, scope: string, owner: string): Promise<void> {
    await tx.query("delete from reservations where scope = $1 and owner = $2", [scope, owner])
  },
  async ownerOf(db: Queryable, scope: string, key: string): Promise<string | undefined> {
    const rows = await db.query<{ owner: string }>(
      "select owner from reservations where scope = $1 and key = $2",
      [scope, key],
    )
    return rows[0]?.owner
  },
  /** Owners of many keys in one round trip (batch imports): key -> owner, for the keys that are held. */
  async ownersOf(db: Queryable, scope: string, keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map()
    const rows = await db.query<{ key: string; owner: string }>(
      "select key, owner from reservations where scope = $1 and key = any($2::text[])",
      [scope, keys],
    )
    return new Map(rows.map((row) => [row.key, row.owner]))
  },
}
