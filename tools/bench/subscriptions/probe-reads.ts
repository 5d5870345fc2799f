/**
 * On a database the app has used (after `ignite demo generate`, say): for every subscription of the app,
 * its event types and what one idle poll's read costs from its last matching event (where its checkpoint
 * stops) and from the log's head: both stay about a millisecond however long the log (the per-type merge).
 *
 *   DATABASE_URL=... node --import tsx tools/bench/subscriptions/probe-reads.ts
 */
import { createEventStore, createPgSql, loadConfig } from "@ignite/platform"
import { createModules } from "@ignite/wiring"

const config = loadConfig()
if (!config.databaseUrl) throw new Error("set DATABASE_URL")
const sql = await createPgSql({ url: config.databaseUrl, max: 2 })
const store = createEventStore(sql)
const modules = createModules(config)
const unused = new Proxy({}, { get: () => () => undefined }) as never
const subscriptions = [
  ...modules
    .flatMap((m) => m.projections ?? [])
    .map((p) => ({ name: `projection:${p.name}`, types: p.eventTypes })),
  ...modules
    .flatMap((m) => m.reactors?.({ store, bus: unused, sql, mailer: unused }) ?? [])
    .map((r) => ({ name: r.name, types: r.eventTypes })),
]
const [newest] = await sql.query<{ transaction_id: string; global_position: number }>(
  "select transaction_id::text as transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1",
)
const head = newest
  ? { transactionId: newest.transaction_id, globalPosition: newest.global_position }
  : undefined
const time = async (work: () => Promise<unknown>, n = 5) => {
  const started = performance.now()
  for (let i = 0; i < n; i++) await work()
  return (performance.now() - started) / n
}
console.log(`log head: ${head?.globalPosition}`)
for (const { name, types } of subscriptions) {
  if (!types) {
    console.log(`${name}: every event type (reads every event; unchanged)`)
    continue
  }
  const [last] = await sql.query<{ transaction_id: string; global_position: number }>(
    `select transaction_id::text as transaction_id, global_position from events where event_type = any($1::text[])
      order by transaction_id desc, global_position desc limit 1`,
    [types],
  )
  const fromLast = last
    ? { transactionId: last.transaction_id, globalPosition: last.global_position }
    : { transactionId: "0", globalPosition: 0 }
  const before = await time(() =>
    sql.transaction((tx) => store.readAll({ after: fromLast, types, limit: 500 }, tx)),
  )
  const after = await time(() =>
    sql.transaction((tx) => store.readAll({ after: head, types, limit: 500 }, tx)),
  )
  console.log(
    `${name} (${types.length} types, last match at ${fromLast.globalPosition}): from last match ${before.toFixed(1)} ms, from head ${after.toFixed(1)} ms`,
  )
}
await sql.close()
