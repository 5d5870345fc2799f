/** bench:eventstore's figures as `npm run bench` rows, held to issue 27's goals (its own table keeps its own). */
import { atLeast, type ResultRow, resultRow } from "../report/result"

export interface EventstoreFigures {
  writers: number
  /** events the catch-up should read: every append, timed and warm-up */
  caughtUp: number
  /** appends or events per second */
  ours: number
  emmett: number
  raw: number
  catchUp: number
  emmettCatchUp?: number
  exactlyOnce: boolean
  /** ids missing plus duplicates in our catch-up */
  wrong: number
}

export function eventstoreRows(f: EventstoreFigures): ResultRow[] {
  const benchmark = "eventstore"
  const size = `${f.writers} writer${f.writers === 1 ? "" : "s"}`
  const append = { benchmark, measure: "append, 1 event per command", size, value: f.ours, unit: "/s" }
  const vsRaw = f.ours / f.raw
  const vsEmmett = f.ours / f.emmett
  return [
    resultRow({
      ...append,
      baseline: { name: "raw INSERT", value: f.raw },
      // Issue 27: at 16 and 64 writers group commit must beat a raw single-row INSERT; one writer is the shape.
      ...(f.writers >= 16 ? { goal: atLeast(vsRaw, 1, "≥ 1x raw INSERT") } : {}),
    }),
    resultRow({
      ...append,
      baseline: { name: "Emmett", value: f.emmett },
      goal: atLeast(vsEmmett, 2, "≥ 2x Emmett"),
    }),
    resultRow({
      benchmark,
      measure: "catch-up",
      size: `${f.caughtUp.toLocaleString("en-US")} events`,
      value: f.catchUp,
      unit: "events/s",
      ...(f.emmettCatchUp ? { baseline: { name: "Emmett", value: f.emmettCatchUp } } : {}),
      // Issue 27's goal is for a catch-up over 1M events: a few thousand take milliseconds, mostly the cost of
      // starting, and read in fixed batches of 1,000 (bench:subscriptions reads 1M the way the worker does)
      ...(f.caughtUp >= 1_000_000 ? { goal: atLeast(f.catchUp, 100_000, "≥ 100k/s") } : {}),
    }),
    resultRow({
      benchmark,
      measure: "catch-up ids missing or twice",
      size: `${f.caughtUp.toLocaleString("en-US")} events`,
      value: f.wrong,
      unit: "",
      goal: { text: "exactly once", met: f.exactlyOnce },
    }),
  ]
}
