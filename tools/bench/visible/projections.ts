/** bench:visible's read model, in the two shapes the app's projections take. */
import { projectionOver } from "@ignite/platform"

interface BenchEvents {
  Ticked: { seq: number }
}
const table = {
  // `shown` orders the rows as the worker wrote them, so the poller reads only what is new
  bench_visible: (t: string) => `create table ${t} (shown bigserial primary key, seq bigint not null unique)`,
}
/**
 * The read model, written the two ways the app's projections write theirs: a statement per event (most of
 * them), or one statement per batch of events (the `batches` handlers).
 */
export const benchProjections = {
  "per-event": projectionOver<BenchEvents>()({
    name: "bench_visible",
    version: 1,
    mode: "async",
    tables: table,
    handlers: {
      Ticked: async (event, { tx, t }) => {
        await tx.query(`insert into ${t.bench_visible} (seq) values ($1)`, [event.data.seq])
      },
    },
  }),
  batch: projectionOver<BenchEvents>()({
    name: "bench_visible",
    version: 1,
    mode: "async",
    tables: table,
    handlers: {},
    batches: {
      Ticked: async (events, { tx, t }) => {
        await tx.query(`insert into ${t.bench_visible} (seq) select unnest($1::bigint[])`, [
          events.map((event) => event.data.seq),
        ])
      },
    },
  }),
} as const
export type HandlerKind = keyof typeof benchProjections
