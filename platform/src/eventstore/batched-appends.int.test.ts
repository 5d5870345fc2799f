import { describe, expect, it } from "vitest"
import { driverName } from "../testing"
import { useTestStore } from "../testing/conformance"
import { ConcurrencyError } from "./errors"

/** Reading and appending many existing streams at once (bulk imports), on PGlite and on PostgreSQL. */
describe(`batched reads and appends on ${driverName()}`, () => {
  const db = useTestStore()

  const event = (n: number, type = "Happened") => ({ type, data: { n } })
  const numbers = (events: readonly { data: unknown }[]) => events.map((e) => (e.data as { n: number }).n)

  it("reads many streams in one query, the absent ones empty at version 0", async () => {
    const { store } = db
    await store.append("multi-r1", [event(1), event(2)])
    await store.append("multi-r2", [event(3)])
    const streams = await store.readStreams(["multi-r1", "multi-r2", "multi-r0"])
    expect([...streams.keys()]).toEqual(["multi-r1", "multi-r2", "multi-r0"])
    expect(streams.get("multi-r1")).toMatchObject({ version: 2 })
    expect(numbers(streams.get("multi-r1")!.events)).toEqual([1, 2])
    expect(numbers(streams.get("multi-r2")!.events)).toEqual([3])
    expect(streams.get("multi-r0")).toEqual({ version: 0, events: [] })
  })

  it("appends to many existing streams at their versions in one statement, first events first", async () => {
    const { store } = db
    await store.append("multi-a1", [event(1)])
    await store.append("multi-a2", [event(2), event(3)])
    const recorded = await store.sql.transaction((tx) =>
      store.appendToStreams(
        tx,
        [
          { streamId: "multi-a1", expected: 1, events: [event(10, "First"), event(11, "Second")] },
          { streamId: "multi-a2", expected: 2, events: [event(20, "First")] },
        ],
        { actorId: "importer" },
      ),
    )
    // every stream's first event, then the second ones (runs of one type for batch projections)
    expect(recorded.map((e) => [e.streamId, e.streamVersion, e.type])).toEqual([
      ["multi-a1", 2, "First"],
      ["multi-a2", 3, "First"],
      ["multi-a1", 3, "Second"],
    ])
    expect(recorded.every((e) => e.metadata.actorId === "importer")).toBe(true)
    const streams = await store.readStreams(["multi-a1", "multi-a2"])
    expect(numbers(streams.get("multi-a1")!.events)).toEqual([1, 10, 11])
    expect(streams.get("multi-a2")!.version).toBe(3)
    // the streams rows moved on with them: a single append continues at the next version
    await expect(store.append("multi-a1", [event(12)], { expected: 3 })).resolves.toMatchObject({
      nextExpectedVersion: 4,
    })
  })

  it("refuses the whole batch when one stream moved on since it was read, naming it", async () => {
    const { store } = db
    await store.append("multi-c1", [event(1)])
    await store.append("multi-c2", [event(2)])
    // another writer appends to multi-c2 after the batch read it at version 1
    await store.append("multi-c2", [event(3)])
    const error = await store.sql
      .transaction((tx) =>
        store.appendToStreams(tx, [
          { streamId: "multi-c1", expected: 1, events: [event(10)] },
          { streamId: "multi-c2", expected: 1, events: [event(20)] },
        ]),
      )
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConcurrencyError)
    expect(error).toMatchObject({ streamId: "multi-c2", expected: 1, actual: 2 })
    // nothing of the batch stayed, not even the stream that was where the writer expected it
    const streams = await store.readStreams(["multi-c1", "multi-c2"])
    expect(numbers(streams.get("multi-c1")!.events)).toEqual([1])
    expect(numbers(streams.get("multi-c2")!.events)).toEqual([2, 3])
  })

  it("lets exactly one of two concurrent batches over a shared stream win", async () => {
    const { store } = db
    await Promise.all(["multi-d1", "multi-d2", "multi-d3"].map((id) => store.append(id, [event(0)])))
    const batch = (own: string, n: number) =>
      store.sql.transaction(async (tx) => {
        const written = await store.appendToStreams(tx, [
          { streamId: own, expected: 1, events: [event(n)] },
          { streamId: "multi-d2", expected: 1, events: [event(n)] },
        ])
        // hold the transaction open a moment so the other batch meets the locked streams row
        await tx.query("select pg_sleep(0.2)")
        return written
      })
    const results = await Promise.allSettled([batch("multi-d1", 1), batch("multi-d3", 3)])
    const won = results.filter((r) => r.status === "fulfilled")
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected")
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError)
    expect(lost[0]!.reason).toMatchObject({ streamId: "multi-d2", actual: 2 })
    const streams = await store.readStreams(["multi-d1", "multi-d2", "multi-d3"])
    const winner = results[0]!.status === "fulfilled" ? 1 : 3
    expect(numbers(streams.get("multi-d2")!.events)).toEqual([0, winner])
    // the loser's own stream rolled back with its batch
    expect(streams.get(winner === 1 ? "multi-d3" : "multi-d1")!.version).toBe(1)
  })

  it("lets one of two batches crossing each other's streams win, the other a ConcurrencyError (deadlock included)", async () => {
    const { store } = db
    await Promise.all(["multi-x1", "multi-x2"].map((id) => store.append(id, [event(0)])))
    let second: Promise<unknown> | undefined
    const first = store.sql.transaction(async (tx) => {
      await store.appendToStreams(tx, [{ streamId: "multi-x1", expected: 1, events: [event(1)] }])
      // the other starts while this one holds multi-x1: on PostgreSQL it takes multi-x2, then waits for
      // multi-x1, and this one's wait for multi-x2 closes the circle (PGlite runs them one after the other)
      second = store.sql.transaction(async (other) => {
        await store.appendToStreams(other, [{ streamId: "multi-x2", expected: 1, events: [event(2)] }])
        await store.appendToStreams(other, [{ streamId: "multi-x1", expected: 1, events: [event(2)] }])
      })
      second.catch(() => {})
      await tx.query("select pg_sleep(0.3)")
      await store.appendToStreams(tx, [{ streamId: "multi-x2", expected: 1, events: [event(1)] }])
    })
    const results = await Promise.allSettled([first, first.catch(() => {}).then(() => second)])
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected")
    expect(lost).toHaveLength(1)
    expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError)
    // all of the winner, nothing of the loser
    const streams = await store.readStreams(["multi-x1", "multi-x2"])
    const winner = results[0]!.status === "fulfilled" ? 1 : 2
    expect(numbers(streams.get("multi-x1")!.events)).toEqual([0, winner])
    expect(numbers(streams.get("multi-x2")!.events)).toEqual([0, winner])
  })

  it("leaves new streams to appendNewStreams and refuses a stream twice in one batch", async () => {
    const { store } = db
    await store.append("multi-e1", [event(1)])
    await expect(
      store.sql.transaction((tx) =>
        store.appendToStreams(tx, [{ streamId: "multi-e0", expected: 0, events: [event(1)] }]),
      ),
    ).rejects.toThrow("existing stream")
    await expect(
      store.sql.transaction((tx) =>
        store.appendToStreams(tx, [
          { streamId: "multi-e1", expected: 1, events: [event(2)] },
          { streamId: "multi-e1", expected: 1, events: [event(3)] },
        ]),
      ),
    ).rejects.toThrow("twice")
    // a stream that does not exist yet is a conflict too (it never matches a version)
    await expect(
      store.sql.transaction((tx) =>
        store.appendToStreams(tx, [{ streamId: "multi-e9", expected: 1, events: [event(1)] }]),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError)
    expect((await store.readStream("multi-e1")).version).toBe(1)
  })

  it("seals personal fields, runs the inline hook in the transaction, and reads them back open", async () => {
    const { store } = db
    await store.append("multi-p1", [event(1)])
    const seen: string[] = []
    store.setInlineHook(async (events) => {
      for (const e of events) seen.push(e.streamId)
    })
    try {
      await store.sql.transaction((tx) =>
        store.appendToStreams(tx, [
          {
            streamId: "multi-p1",
            expected: 1,
            events: [
              {
                type: "ContactChanged",
                data: { email: "ada@example.com", n: 2 },
                personal: { subject: "subject-p1", fields: ["email"] },
              },
            ],
          },
        ]),
      )
    } finally {
      store.setInlineHook(undefined)
    }
    expect(seen).toEqual(["multi-p1"])
    const [raw] = await store.sql.query<{ data: Record<string, unknown> }>(
      "select data from events where stream_id = $1 and stream_version = 2",
      ["multi-p1"],
    )
    expect(raw!.data.email).toBeUndefined()
    const streams = await store.readStreams(["multi-p1"])
    expect(streams.get("multi-p1")!.events[1]!.data).toEqual({ email: "ada@example.com", n: 2 })
  })
})
