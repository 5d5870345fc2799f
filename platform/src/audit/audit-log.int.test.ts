import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { EventStore } from "../eventstore/event-store"
import type { Sql } from "../sql/sql"
import { driverName } from "../testing"
import { openTestStore } from "../testing/conformance"
import { createAuditLog } from "./audit-log"

const total = 100_000
const batch = 1000

/**
 * The heap that is still reachable: a collection first. Sampling `heapUsed` as it stood measured garbage too,
 * which the collector takes when it will: one CI run read 71 MB against the 64 MB bound with nothing held.
 */
setFlagsFromString("--expose-gc")
const collectGarbage = runInNewContext("gc") as () => void
const liveHeap = () => {
  collectGarbage()
  return process.memoryUsage().heapUsed
}

/**
 * Issue 22's export at scale: 100k events go out oldest first, each once, one query's batch at a time — the
 * reader never holds more than a batch, whatever the log's length — and come back as they went in (a round
 * trip through NDJSON), with a person's sealed fields opened or masked as the caller may see them.
 */
describe(`the audit log's export of 100k events (${driverName()})`, () => {
  let sql: Sql
  let store: EventStore
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ sql, store, dispose } = await openTestStore())
    for (let start = 0; start < total; start += 5000)
      await sql.transaction((tx) =>
        store.appendNewStreams(
          tx,
          Array.from({ length: 5000 }, (_, i) => ({
            streamId: `export-${start + i}`,
            events: [
              {
                type: "Exported",
                data: { n: start + i, label: `row ${start + i}`, owner: "someone" },
                // every hundredth one carries a person's sealed field
                ...((start + i) % 100 === 0 ? { personal: { subject: "person-1", fields: ["owner"] } } : {}),
              },
            ],
          })),
        ),
      )
  }, 300_000)
  afterAll(() => dispose())

  it("streams every event once, oldest first, a batch per query, and round-trips them through NDJSON", async () => {
    // the reader's queries, counted by what each returned: no query may answer more than a batch
    const sizes: number[] = []
    const counted: Sql = {
      ...sql,
      query: async (text: string, params?: unknown[], options?: never) => {
        const rows = await sql.query(text, params, options)
        if (text.includes("from events")) sizes.push(rows.length)
        return rows
      },
    } as Sql
    const log = createAuditLog(counted, store.personalData)
    let expected = 0
    let masked = 0
    const heapBefore = liveHeap()
    let heapPeak = heapBefore
    for await (const record of log.all({ eventTypes: ["Exported"] }, () => false, batch)) {
      const line = JSON.stringify({ ...record, recordedAt: record.recordedAt.toISOString() })
      const back = JSON.parse(line) as {
        data: { n: number; owner: string | null }
        personal: { state: string } | null
      }
      expect(back.data.n).toBe(expected)
      if (back.personal) {
        expect(back).toMatchObject({ data: { owner: null }, personal: { state: "masked" } })
        masked++
      } else expect(back.data.owner).toBe("someone")
      expected++
      if (expected % 10_000 === 0) heapPeak = Math.max(heapPeak, liveHeap())
    }
    expect(expected).toBe(total)
    expect(masked).toBe(total / 100)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(batch)
    expect(sizes.length).toBeGreaterThanOrEqual(total / batch)
    // 100k events as JSON are tens of megabytes; streaming them holds a batch (about 1 MB of records) and what
    // the driver keeps for the next read
    expect(heapPeak - heapBefore).toBeLessThan(16 * 1024 * 1024)
  }, 300_000)

  it("opens a person's sealed fields for a caller who may see them", async () => {
    const log = createAuditLog(sql, store.personalData)
    const [first] = (
      await log.page({ streamId: "export-0" }, { limit: 1, shows: (subject) => subject === "person-1" })
    ).records
    expect(first).toMatchObject({
      data: { owner: "someone" },
      personal: { subject: "person-1", state: "shown" },
    })
  })

  it("reads a person as erased at once after the store forgets them, though it had just shown them", async () => {
    await store.appendNewStreams(sql, [
      {
        streamId: "erased-at-once",
        events: [
          {
            type: "Exported",
            data: { n: -1, owner: "Pat" },
            personal: { subject: "person-2", fields: ["owner"] },
          },
        ],
      },
    ])
    const log = createAuditLog(sql, store.personalData)
    const read = async () =>
      (await log.page({ streamId: "erased-at-once" }, { limit: 1, shows: () => true })).records[0]
    // shown, so its key is in the cache
    expect(await read()).toMatchObject({ data: { owner: "Pat" }, personal: { state: "shown" } })
    await store.erasePersonalData("person-2")
    expect(await read()).toMatchObject({ data: { owner: null }, personal: { state: "erased" } })
  })
})
