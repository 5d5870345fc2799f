import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { driverName, waitFor } from "../testing"
import { openTestStore } from "../testing/conformance"
import { ConcurrencyError } from "./errors"
import type { EventStore } from "./event-store"
import type { RecordedEvent } from "./types"

/** Conformance: the same expectations on PGlite and on PostgreSQL (driver chosen by DATABASE_URL). */
describe(`event store on ${driverName()}`, () => {
  let store: EventStore
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ store, dispose } = await openTestStore({
      upcasters: [
        {
          eventType: "Renamed",
          fromVersion: 1,
          upcast: (data) => ({ name: (data as { title: string }).title }),
        },
        {
          eventType: "Renamed",
          fromVersion: 2,
          upcast: (data) => ({ ...(data as object), source: "upcast" }),
        },
      ],
    }))
  })
  afterAll(() => dispose())

  const one = (type = "Happened", data: unknown = {}) => [{ type, data }]

  it("appends with no-stream only when the stream does not exist", async () => {
    const first = await store.append("thing-a1", one(), { expected: "no-stream" })
    expect(first.nextExpectedVersion).toBe(1)
    await expect(store.append("thing-a1", one(), { expected: "no-stream" })).rejects.toBeInstanceOf(
      ConcurrencyError,
    )
  })

  it("starts many new streams in one statement, in order, and refuses the whole batch if one exists", async () => {
    const recorded = await store.sql.transaction((tx) =>
      store.appendNewStreams(
        tx,
        [
          { streamId: "bulk-1", events: [...one("Happened", { n: 1 }), ...one("Happened", { n: 2 })] },
          { streamId: "bulk-2", events: one("Happened", { n: 3 }) },
        ],
        { actorId: "importer" },
      ),
    )
    // every stream's first event, then the second ones: each stream in order
    expect(recorded.map((e) => [e.streamId, e.streamVersion, (e.data as { n: number }).n])).toEqual([
      ["bulk-1", 1, 1],
      ["bulk-2", 1, 3],
      ["bulk-1", 2, 2],
    ])
    expect(recorded.every((e) => e.metadata.actorId === "importer")).toBe(true)
    expect((await store.readStream("bulk-1")).version).toBe(2)
    await expect(store.append("bulk-2", one(), { expected: 1 })).resolves.toMatchObject({
      nextExpectedVersion: 2,
    })
    await expect(
      store.sql.transaction((tx) =>
        store.appendNewStreams(tx, [
          { streamId: "bulk-3", events: one() },
          { streamId: "bulk-1", events: one() },
        ]),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError)
    expect((await store.readStream("bulk-3")).version).toBe(0)
    expect((await store.readStream("bulk-1")).version).toBe(2)
  })

  it("appends with exists only when the stream exists", async () => {
    await expect(store.append("thing-b1", one(), { expected: "exists" })).rejects.toBeInstanceOf(
      ConcurrencyError,
    )
    await store.append("thing-b1", one())
    const result = await store.append("thing-b1", one(), { expected: "exists" })
    expect(result.nextExpectedVersion).toBe(2)
  })

  it("appends at an exact version and reports the actual one on conflict", async () => {
    await store.append("thing-c1", [
      { type: "A", data: {} },
      { type: "B", data: {} },
    ])
    const ok = await store.append("thing-c1", one(), { expected: 2 })
    expect(ok.nextExpectedVersion).toBe(3)
    const error = await store.append("thing-c1", one(), { expected: 2 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConcurrencyError)
    expect((error as ConcurrencyError).actual).toBe(3)
    await expect(store.append("thing-c2", one(), { expected: 0 })).resolves.toMatchObject({
      nextExpectedVersion: 1,
    })
    await expect(store.append("thing-c3", one(), { expected: 5 })).rejects.toBeInstanceOf(ConcurrencyError)
  })

  it("appends with any from many writers without losing a version", async () => {
    await Promise.all(Array.from({ length: 20 }, () => store.append("thing-d1", one())))
    const { version, events } = await store.readStream("thing-d1")
    expect(version).toBe(20)
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it("lets exactly one of concurrent exact-version writers win", async () => {
    await store.append("thing-e1", one())
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => store.append("thing-e1", one(), { expected: 1 })),
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError)
  })

  it("records stream type, metadata, ids and order", async () => {
    const result = await store.append(
      "listing-42",
      [
        { type: "ListingCreated", data: { name: "Acme" }, metadata: { causationId: "c1" } },
        { type: "ListingPublished", data: {}, eventId: "7f1c2a3b-0000-4000-8000-000000000001" },
      ],
      { metadata: { actorId: "u1", requestId: "r1" } },
    )
    const [created, published] = result.events
    expect(created).toMatchObject({
      streamType: "listing",
      streamVersion: 1,
      type: "ListingCreated",
      metadata: { actorId: "u1", requestId: "r1", causationId: "c1" },
    })
    expect(published!.eventId).toBe("7f1c2a3b-0000-4000-8000-000000000001")
    expect(published!.globalPosition).toBeGreaterThan(created!.globalPosition)
    expect(typeof published!.globalPosition).toBe("number")
    expect(published!.recordedAt).toBeInstanceOf(Date)
  })

  it("rejects a duplicate event id without writing anything", async () => {
    const eventId = "7f1c2a3b-0000-4000-8000-000000000009"
    await store.append("thing-f1", [{ type: "A", data: {}, eventId }])
    await expect(store.append("thing-f2", [{ type: "A", data: {}, eventId }])).rejects.toThrow()
    expect((await store.readStream("thing-f2")).events).toHaveLength(0)
  })

  it("reads a stream from a version and upcasts old schema versions on read", async () => {
    await store.append("thing-g1", [
      { type: "Renamed", data: { title: "old" }, schemaVersion: 1 },
      { type: "Renamed", data: { name: "new" }, schemaVersion: 3 },
    ])
    const { events } = await store.readStream("thing-g1")
    expect(events[0]).toMatchObject({ schemaVersion: 3, data: { name: "old", source: "upcast" } })
    expect(events[1]).toMatchObject({ schemaVersion: 3, data: { name: "new" } })
    const later = await store.readStream("thing-g1", { from: 1 })
    expect(later.events.map((e) => e.streamVersion)).toEqual([2])
  })

  it("reads all committed events in order, by type and after a position", async () => {
    await store.append("thing-h1", [{ type: "OnlyHere", data: { n: 1 } }])
    await store.append("thing-h2", [{ type: "OnlyHere", data: { n: 2 } }])
    // On PostgreSQL another test's open transaction may hold the xmin fence back for a moment.
    const mine = await waitFor(async () => {
      const events = await store.readAll({ types: ["OnlyHere"] })
      return events.length === 2 ? events : undefined
    })
    expect(mine.map((e) => (e.data as { n: number }).n)).toEqual([1, 2])
    const after = await store.readAll({ types: ["OnlyHere"], after: mine[0]! })
    expect(after.map((e) => (e.data as { n: number }).n)).toEqual([2])
    const limited = await store.readAll({ limit: 3 }, undefined)
    expect(limited).toHaveLength(3)
  })

  it("merges a read of several types into log order, a batch at a time", async () => {
    // interleaved: Left, Right, Other, Left, Right, Other, ... and one transaction holding three at once
    for (let n = 0; n < 6; n++)
      await store.append(`merge-${n}`, [
        { type: ["MergeLeft", "MergeRight", "MergeOther"][n % 3]!, data: { n } },
      ])
    await store.append("merge-6", [
      { type: "MergeRight", data: { n: 6 } },
      { type: "MergeLeft", data: { n: 7 } },
      { type: "MergeRight", data: { n: 8 } },
    ])
    const types = ["MergeRight", "MergeLeft"]
    const all = await waitFor(async () => {
      const events = await store.readAll({ types })
      return events.length === 7 ? events : undefined
    })
    expect(all.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 3, 4, 6, 7, 8])
    // batches of two from each position give the same sequence, with no gaps and no repeats
    const batched: number[] = []
    let after: RecordedEvent | undefined
    for (;;) {
      const batch = await store.readAll({ types, limit: 2, after })
      if (batch.length === 0) break
      batched.push(...batch.map((e) => (e.data as { n: number }).n))
      after = batch.at(-1)
    }
    expect(batched).toEqual([0, 1, 3, 4, 6, 7, 8])
  })

  it("runs the inline hook inside the append transaction", async () => {
    await store.sql.exec("create table inline_probe (event_id uuid primary key)")
    store.setInlineHook(async (events, tx) => {
      for (const event of events) {
        await tx.query("insert into inline_probe (event_id) values ($1)", [event.eventId])
        if (event.type === "Boom") throw new Error("inline failure")
      }
    })
    try {
      const ok = await store.append("thing-i1", one("Fine"))
      const seen = await store.sql.query("select 1 from inline_probe where event_id = $1", [
        ok.events[0]!.eventId,
      ])
      expect(seen).toHaveLength(1)
      await expect(store.append("thing-i2", one("Boom"))).rejects.toThrow("inline failure")
      // the failed hook rolled the events back too
      expect((await store.readStream("thing-i2")).events).toHaveLength(0)
    } finally {
      store.setInlineHook(undefined)
    }
  })

  it("seals personal fields and erases them by forgetting the subject's key", async () => {
    const appended = await store.append("person-p1", [
      {
        type: "PersonRegistered",
        data: { userId: "p1", email: "ada@example.com", firstName: "Ada", roles: ["gov"] },
        personal: { subject: "p1", fields: ["email", "firstName"] },
      },
    ])
    expect(appended.events[0]!.data).toEqual({
      userId: "p1",
      email: "ada@example.com",
      firstName: "Ada",
      roles: ["gov"],
    })
    const [raw] = await store.sql.query<{ data: string }>(
      "select data::text as data from events where stream_id = 'person-p1'",
    )
    expect(raw!.data).not.toContain("ada@example.com")
    expect(raw!.data).not.toContain("Ada")
    expect((await store.readStream("person-p1")).events[0]!.data).toEqual({
      userId: "p1",
      email: "ada@example.com",
      firstName: "Ada",
      roles: ["gov"],
    })
    await store.erasePersonalData("p1")
    const [erased] = (await store.readStream("person-p1")).events
    expect(erased!.data).toEqual({
      userId: "p1",
      email: null,
      firstName: null,
      roles: ["gov"],
      $erased: true,
    })
    const all = await waitFor(async () => {
      const events = await store.readAll({ types: ["PersonRegistered"] })
      return events.length === 1 ? events : undefined
    })
    expect((all[0]!.data as { email: unknown }).email).toBeNull()
  })
})
