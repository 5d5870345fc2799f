import type { Sql } from "./sql"

/**
 * A migration is plain SQL identified by `<module>/<nnn>_<name>`. Modules contribute their list; they are
 * applied in the order given, once, under an advisory lock so concurrent starters do not race.
 */
export interface Migration {
  readonly id: string
  readonly sql: string
}

export const runMigrations = async (sql: Sql, migrations: readonly Migration[]): Promise<string[]> => {
  const applied: string[] = []
  await sql.transaction(async (tx) => {
    // a migration (an index over a long log) and the wait for another starter's take what they take: the
    // statement timeout that bounds requests (DATABASE_STATEMENT_TIMEOUT_MS) does not apply here
    await tx.exec("set local statement_timeout = 0")
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`ignite.migrations.${sql.schema}`])
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set(
      (await tx.query<{ id: string }>("select id from schema_migrations")).map((row) => row.id),
    )
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query("insert into schema_migrations (id) values ($1)", [migration.id])
      applied.push(migration.id)
    }
  })
  return applied
}
