import type { Queryable, Tx } from "../sql/sql"

/**
 * What a third-party source last told us about each of its records, as a digest: lets an import skip, in one
 * query per batch, every row it has already applied (re-importing a file appends nothing). `asOf` is when the
 * source said it (an older report never overwrites a newer one) and `run` the import that last saw the key
 * (a key seen twice in one run is a duplicate row). Write-side bookkeeping, in the appending transaction.
 */
export const sourceMarksMigration = {
  id: "platform/014_source_marks",
  sql: `create table if not exists source_marks (
    scope text not null,
    key text not null,
    owner text not null,
    as_of text not null,
    digest text not null,
    run text not null default '',
    marked_at timestamptz not null default now(),
    primary key (scope, key)
  )`,
}

export interface SourceMark {
  /** The record it became here (an award id, an account id). */
  readonly owner: string
  readonly asOf: string
  readonly digest: string
  /** The import run that last saw the key. */
  readonly run: string
}

/**
 * A strict order of reports of one record (within one run): the later asOf wins, the greater digest breaks a
 * tie, so rows read in any order end on the same winner.
 */
export const isNewerMark = (
  candidate: Pick<SourceMark, "asOf" | "digest">,
  held: Pick<SourceMark, "asOf" | "digest"> | undefined,
) =>
  held === undefined ||
  candidate.asOf > held.asOf ||
  (candidate.asOf === held.asOf && candidate.digest > held.digest)

export const sourceMarks = {
  async marksOf(db: Queryable, scope: string, keys: readonly string[]): Promise<Map<string, SourceMark>> {
    if (keys.length === 0) return new Map()
    const rows = await db.query<{ key: string; owner: string; as_of: string; digest: string; run: string }>(
      "select key, owner, as_of, digest, run from source_marks where scope = $1 and key = any($2::text[])",
      [scope, keys],
    )
    return new Map(
      rows.map((row) => [row.key, { owner: row.owner, asOf: row.as_of, digest: row.digest, run: row.run }]),
    )
  },
  async mark(tx: Tx, scope: string, key: string, mark: SourceMark): Promise<void> {
    await tx.query(
      `insert into source_marks (scope, key, owner, as_of, digest, run) values ($1, $2, $3, $4, $5, $6)
       on conflict (scope, key) do update set owner = $3, as_of = $4, digest = $5, run = $6, marked_at = now()`,
      [scope, key, mark.owner, mark.asOf, mark.digest, mark.run],
    )
  },
  /** Many marks in one statement (bulk imports). */
  async markAll(
    tx: Tx,
    scope: string,
    marks: ReadonlyArray<SourceMark & { readonly key: string }>,
  ): Promise<void> {
    if (marks.length === 0) return
    await tx.query(
      `insert into source_marks (scope, key, owner, as_of, digest, run)
       select $1, m->>'key', m->>'owner', m->>'asOf', m->>'digest', m->>'run'
       from jsonb_array_elements($2::jsonb) as m
       on conflict (scope, key) do update set owner = excluded.owner, as_of = excluded.as_of,
         digest = excluded.digest, run = excluded.run, marked_at = now()`,
      [scope, JSON.stringify(marks)],
    )
  },
  /** Records that this run saw these keys unchanged (so a second sighting in the run is a duplicate). */
  async touch(db: Queryable, scope: string, keys: readonly string[], run: string): Promise<void> {
    if (keys.length === 0) return
    await db.query(
      "update source_marks set run = $3 where scope = $1 and key = any($2::text[]) and run <> $3",
      [scope, keys, run],
    )
  },
}
