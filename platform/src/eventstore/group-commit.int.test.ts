import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runMigrations } from "../sql/migrations"
import { driverName, openTestSql } from "../testing"
import { ConcurrencyError } from "./errors"
import { createEventStore, type EventStore } from "./event-store"
import { eventStoreMigrations } from "./migrations"
import type { RecordedEvent } from "./types"

/** Group commit of concurrent autocommitted appends (group-commit.ts), on PGlite and on PostgreSQL. */
describe(`group commit on ${driverName()}`, () => {
  let store: EventStore
  let dispose: () => Promise<void>
  /** What the inline hook saw, by transaction: every grouped append's events inside the group's transaction. */
  const seenInline: RecordedEvent[] = []

  beforeAll(async () => {
    const sql = await openTestSql()
    await runMigrations(sql, eventStoreMigrations)
    // two writes under way at most, so a burst of appends queues and goes out in groups
    store = createEventStore(sql, { groupCommit: { maxInFlight: 2 } })
    dispose = () => sql.dispose()
  })
  afterAll(() => dispose())

  const event = (n: number, type = "Happened") => ({ type, data: { n } })
  const transactionsOf = (answers: ReadonlyArray<{ events: readonly RecordedEvent[] }>) =>
    new Set(answers.flatMap((answer) => answer.events.map((e) => e.transactionId))).size

  it("commits a burst of appends in fewer transactions than appends, each with its own stream's versions", async () => {
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) => store.append(`burst-${i}`, [event(i), event(i + 100)])),
    )
    for (const [i, answer] of answers.entries()) {
      expect(answer.nextExpectedVersion).toBe(2)
      expect(answer.events.map((e) => [e.streamId, e.streamVersion, (e.data as { n: number }).n])).toEqual([
        [`burst-${i}`, 1, i],
        [`burst-${i}`, 2, i + 100],
      ])
    }
    expect(transactionsOf(answers)).toBeLessThan(16)
    // what the log holds is what each writer was told
    for (const [i, answer] of answers.entries()) {
      const { events } = await store.readStream(`burst-${i}`)
      expect(events.map((e) => e.globalPosition)).toEqual(answer.events.map((e) => e.globalPosition))
    }
  })

  it("fails only the appends whose expected version does not hold; the rest of their group commits", async () => {
    await Promise.all(["held-1", "held-2", "held-3"].map((stream, i) => store.append(stream, [event(i + 1)])))
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => store.append(`fine-${i}`, [event(i)])),
      store.append("held-1", [event(3)], { expected: 5 }),
      store.append("held-2", [event(4)], { expected: "no-stream" }),
      store.append("never-made", [event(5)], { expected: "exists" }),
      store.append("held-3", [event(6)], { expected: 1 }),
      store.append("made-now", [event(7)], { expected: "no-stream" }),
      ...Array.from({ length: 10 }, (_, i) =>
        store.append(`fine-more-${i}`, [event(i)], { expected: "any" }),
      ),
    ])
    const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []))
    expect(failures.map((error) => [error.constructor, error.streamId, error.actual])).toEqual([
      [ConcurrencyError, "held-1", 1],
      [ConcurrencyError, "held-2", 1],
      [ConcurrencyError, "never-made", undefined],
    ])
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(22)
    expect((await store.readStream("held-1")).version).toBe(1)
    expect((await store.readStream("held-3")).version).toBe(2)
    expect((await store.readStream("held-2")).events.map((e) => e.data)).toEqual([{ n: 2 }])
    expect((await store.readStream("never-made")).version).toBe(0)
    expect((await store.readStream("made-now")).version).toBe(1)
  })

  it("gives concurrent appends to one stream every version once, in the order they were answered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.append("one-stream", [event(i)], { expected: "any" })),
    )
    expect(answers.map((answer) => answer.nextExpectedVersion).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    const { events } = await store.readStream("one-stream")
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it("writes a group whose statement fails (a duplicate event id) append by append: only that one fails", async () => {
    const taken = "00000000-0000-4000-8000-000000000001"
    await store.append("dup-first", [{ ...event(0), eventId: taken }])
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, i) => store.append(`dup-ok-${i}`, [event(i)])),
      store.append("dup-again", [{ ...event(9), eventId: taken }]),
      ...Array.from({ length: 6 }, (_, i) => store.append(`dup-ok-more-${i}`, [event(i)])),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array(6).fill("fulfilled"),
      "rejected",
      ...Array(6).fill("fulfilled"),
    ])
    expect((await store.readStream("dup-again")).version).toBe(0)
    for (let i = 0; i < 6; i++) expect((await store.readStream(`dup-ok-more-${i}`)).version).toBe(1)
  })

  it("runs the inline projections inside the group's transaction, for every append of the group", async () => {
    store.setInlineHook(async (events, tx) => {
      // the hook's own write in the same transaction: the events are there to be read
      const [row] = await tx.query<{ n: number }>(
        "select count(*)::int as n from events where event_id = any($1::uuid[])",
        [events.map((e) => e.eventId)],
      )
      expect(row?.n).toBe(events.length)
      seenInline.push(...events)
    })
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.append(`inline-${i}`, [event(i)])),
      )
      expect(transactionsOf(answers)).toBeLessThan(30)
      expect(seenInline.map((e) => e.streamId).sort()).toEqual(
        answers.map((answer) => answer.events[0]!.streamId).sort(),
      )
    } finally {
      store.setInlineHook(undefined)
    }
  })
})
