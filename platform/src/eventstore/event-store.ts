import { randomUUID } from "node:crypto"
import { streamTypeOf } from "@ignite/contracts"
import { pgErrorCode, pgErrorCodes, type Queryable, type Sql, type Tx } from "../sql/sql"
import { currentCausation } from "./causation"
import { ConcurrencyError } from "./errors"
import { belowLogFence, logFence } from "./fence"
import { createGroupCommit } from "./group-commit"
import { createPersonalDataVault, type PersonalDataVault } from "./personal-data"
import type {
  AppendResult,
  EventMetadata,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  RecordedEvent,
} from "./types"
import { type Upcasters, upcast } from "./upcasting"

/** Runs inside the append transaction, after the events are written: inline projections. */
export type InlineHook = (events: readonly RecordedEvent[], tx: Tx) => Promise<void>

export interface EventStoreOptions {
  readonly upcasters?: Upcasters
  readonly inline?: InlineHook
  /** Group commit of autocommitted appends (group-commit.ts): writes under way at once, appends per group. */
  readonly groupCommit?: { readonly maxInFlight?: number; readonly maxGroup?: number }
}

export interface ReadAllOptions {
  readonly after?: LogPosition
  readonly limit?: number
  /** Only these event types (the index on (event_type, transaction_id, global_position) serves it). */
  readonly types?: readonly string[]
  /**
   * Skip the xmin fence. Only safe while appends are blocked (the projection swap holds an EXCLUSIVE lock
   * on events), where no writer can be in flight but unrelated long transactions would still hold xmin back.
   */
  readonly unfenced?: boolean
  /** Only events before this position (exclusive): a consumer that must stay behind another one. */
  readonly before?: LogPosition
}

export interface EventStore {
  readonly sql: Sql
  /** The NOTIFY channel appends signal on; consumers LISTEN to wake up. */
  readonly channel: string
  append(
    streamId: string,
    events: readonly NewEvent[],
    options?: {
      expected?: ExpectedVersion
      metadata?: NewEvent["metadata"]
      /** Append inside the caller's transaction (with its reservation-table writes); inline hooks run there too. */
      tx?: Tx
    },
  ): Promise<AppendResult>
  /**
   * Starts many new streams in one statement, inside the caller's transaction (bulk imports: thousands of
   * awards a second). Every stream must be new: if one exists, ConcurrencyError, and the transaction is
   * aborted. The log holds every stream's first event, then every second one (each stream in order), so
   * projections meet long runs of one type. Inline projections see the events as with `append`.
   */
  appendNewStreams(
    tx: Tx,
    writes: ReadonlyArray<{ readonly streamId: string; readonly events: readonly NewEvent[] }>,
    metadata?: NewEvent["metadata"],
  ): Promise<RecordedEvent[]>
  /**
   * Appends to many existing streams in one statement, inside the caller's transaction, each at the exact
   * version its writer decided on (bulk imports re-syncing thousands of storefronts). All or nothing: if one
   * stream moved on, ConcurrencyError names it and the caller's transaction must roll back. New streams go
   * through `appendNewStreams`. Events are logged as there: every first event, then every second one.
   */
  appendToStreams(
    tx: Tx,
    writes: ReadonlyArray<{
      readonly streamId: string
      readonly events: readonly NewEvent[]
      /** The version the writer folded (at least 1). */
      readonly expected: number
    }>,
    metadata?: NewEvent["metadata"],
  ): Promise<RecordedEvent[]>
  /** Many streams in one query (a batch's decisions): stream id -> version and events, 0 and none if absent. */
  readStreams(
    streamIds: readonly string[],
    options?: { db?: Queryable },
  ): Promise<Map<string, { version: number; events: RecordedEvent[] }>>
  readStream(
    streamId: string,
    /** `db`: read inside the caller's transaction (required with PGlite, whose one connection it holds). */
    options?: { from?: number; db?: Queryable },
  ): Promise<{ version: number; events: RecordedEvent[] }>
  /** Committed events after a position, in commit-safe order; in-flight transactions fence the read. */
  readAll(options?: ReadAllOptions, db?: Queryable): Promise<RecordedEvent[]>
  /**
   * The newest position a reader can reach now: below the snapshot fence (all of the log when `unfenced`).
   * Nothing can commit below it any more, so a consumer that has read every event it wants up to here may
   * move its checkpoint here. Undefined while the log (below the fence) is empty.
   */
  readHead(options?: { readonly unfenced?: boolean }, db?: Queryable): Promise<LogPosition | undefined>
  /**
   * Called after each local append with its events: a fast path for consumers in the same process. An append
   * inside a caller's transaction (`tx`) is announced before that transaction commits.
   */
  onAppended(listener: (events: readonly RecordedEvent[]) => void): () => void
  setInlineHook(hook: InlineHook | undefined): void
  /** Crypto-shreds a data subject: its sealed fields read back as null from now on. */
  erasePersonalData(subject: string): Promise<void>
  /**
   * The store's own vault, for readers that open sealed fields beside it (the audit log): they share its
   * key cache, so an erasure made through this store reads as erased there at once, not a minute later.
   */
  readonly personalData: PersonalDataVault
}

interface EventRow {
  global_position: number
  transaction_id: string
  stream_id: string
  stream_type: string
  stream_version: number
  event_id: string
  event_type: string
  schema_version: number
  data: unknown
  metadata: Record<string, unknown>
  /** A Date where an append returns it; epoch milliseconds where events are read (eventColumns). */
  recorded_at: Date | number
}

/** An event as an append sends it: one element of the statement's JSON parameter. */
interface SealedEvent {
  readonly id: string
  readonly type: string
  readonly sv: number
  readonly data: unknown
  readonly meta: Record<string, unknown>
}

/** One autocommitted append, sealed and waiting to be written (alone or in a group). */
interface SealedAppend {
  readonly streamId: string
  readonly events: readonly NewEvent[]
  readonly payload: readonly SealedEvent[]
  readonly expected: ExpectedVersion
}

type GroupRow = Pick<
  EventRow,
  "global_position" | "transaction_id" | "stream_id" | "stream_version" | "recorded_at" | "event_id"
>

/** How a group's statement checks an append's expected version: its gate kind, and the version for `at`. */
const gateOf = (expected: ExpectedVersion): { k: "any" | "new" | "exists" | "at"; x?: number } =>
  expected === "any"
    ? { k: "any" }
    : expected === "no-stream" || expected === 0
      ? { k: "new" }
      : expected === "exists"
        ? { k: "exists" }
        : { k: "at", x: expected }

/**
 * A group of appends to distinct streams in one statement: each stream's gate as `streamGate` has it (the
 * three kinds of gate touch different streams, so no row is written twice), then every passing append's
 * events in the group's order. An append whose gate did not pass writes nothing and returns no row.
 */
const groupAppendStatement = `
  with input as (
    select w->>'s' as s, w->>'t' as t, (w->>'n')::int as n, w->>'k' as k, (w->>'x')::bigint as x, w->'e' as e, ord
    from jsonb_array_elements($1::jsonb) with ordinality as w_(w, ord)),
  any_gate as (
    insert into streams (stream_id, stream_type, version) select s, t, n from input where k = 'any'
    on conflict (stream_id) do update set version = streams.version + excluded.version, updated_at = now()
    returning stream_id, version),
  new_gate as (
    insert into streams (stream_id, stream_type, version) select s, t, n from input where k = 'new'
    on conflict (stream_id) do nothing returning stream_id, version),
  existing_gate as (
    update streams set version = streams.version + input.n, updated_at = now() from input
    where streams.stream_id = input.s and (input.k = 'exists' or (input.k = 'at' and streams.version = input.x))
    returning streams.stream_id, streams.version),
  gate as (select * from any_gate union all select * from new_gate union all select * from existing_gate)
  insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
  select i.s, i.t, g.version - i.n + e.ord, (e.v->>'id')::uuid, e.v->>'type', (e.v->>'sv')::int, e.v->'data', e.v->'meta'
  from input i join gate g on g.stream_id = i.s, jsonb_array_elements(i.e) with ordinality as e(v, ord)
  order by i.ord, e.ord
  returning global_position, transaction_id::text as transaction_id, stream_id, stream_version, recorded_at,
    event_id::text as event_id`

/**
 * How many autocommitted writes may be under way at once before appends queue into groups. PGlite has one
 * connection: one at a time. On PostgreSQL a few, so a group's flush overlaps the next group's statement.
 */
const defaultMaxInFlight = (sql: Sql) => (sql.driver === "pglite" ? 1 : 4)

/** What a bulk append gets back per event: its position (the rest is what the writer wrote). */
type BatchRow = Pick<
  EventRow,
  "global_position" | "transaction_id" | "stream_version" | "recorded_at" | "event_id"
>
const batchReturning = `global_position, transaction_id::text as transaction_id, stream_version, recorded_at,
  event_id::text as event_id`

// recorded_at as whole epoch milliseconds (floored: a Date holds no finer), not as text: parsing the
// timestamp's text was a sixth of reading a batch of events (catch-ups read millions)
const eventColumns = `global_position, transaction_id::text as transaction_id, stream_id, stream_type,
  stream_version, event_id::text as event_id, event_type, schema_version, data, metadata,
  floor(extract(epoch from recorded_at) * 1000)::int8 as recorded_at`

/**
 * The streams row is the optimistic-concurrency gate: one statement bumps it under the expected-version
 * condition and inserts the events, so an append without inline projections is a single round trip.
 */
const streamGate = (expected: ExpectedVersion): string => {
  if (expected === "any")
    return `insert into streams (stream_id, stream_type, version) values ($1, $2, $3)
      on conflict (stream_id) do update set version = streams.version + $3, updated_at = now()
      returning version`
  if (expected === "no-stream" || expected === 0)
    return `insert into streams (stream_id, stream_type, version) values ($1, $2, $3)
      on conflict (stream_id) do nothing returning version`
  if (expected === "exists")
    return `update streams set version = version + $3, updated_at = now()
      where stream_id = $1 and $2::text is not null returning version`
  return `update streams set version = version + $3, updated_at = now()
    where stream_id = $1 and $2::text is not null and version = $5::bigint returning version`
}

/**
 * What an append's NOTIFY says: its event types, comma-separated, so a listener wakes only the consumers of
 * those types. Empty — "something was appended" — when they would not fit a NOTIFY's 8000 bytes.
 */
export const typesPayload = (types: Iterable<string>): string => {
  const payload = [...new Set(types)].join(",")
  return payload.length > 7000 ? "" : payload
}

/** The event types a NOTIFY payload names; undefined when it names none (wake every consumer). */
export const typesOfPayload = (payload: string): readonly string[] | undefined =>
  payload ? payload.split(",") : undefined

const typesOf = (events: readonly { readonly type: string }[]) => events.map((event) => event.type)

/**
 * `notifyParam`: NOTIFY inside the statement, for appends in a caller's transaction (the signal must not
 * arrive before their commit). Autocommitted appends signal after commit instead (see `signal` below):
 * a transaction that NOTIFYs holds a cluster-wide lock through its commit, which serialized every append
 * (measured: half the throughput; tools/bench/eventstore).
 */
const appendStatement = (expected: ExpectedVersion, notifyParam?: number) => `
  with gate as (${streamGate(expected)})${notifyParam ? `, signal as (select pg_notify($${notifyParam}, $${notifyParam + 1}) as ok)` : ""}
  insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
  select $1, $2, gate.version - $3 + e.ord, (e.v->>'id')::uuid, e.v->>'type', (e.v->>'sv')::int,
    e.v->'data', e.v->'meta'
  from gate, ${notifyParam ? "signal, " : ""}jsonb_array_elements($4::jsonb) with ordinality as e(v, ord)
  returning global_position, transaction_id::text as transaction_id, stream_version, recorded_at`

/**
 * An event's metadata: the causation of the context it is appended in, under what the append and the event
 * say; a key they leave undefined (a command run without an actor) keeps the causation's value.
 */
const stamped = (...layers: ReadonlyArray<EventMetadata | undefined>): Record<string, unknown> => {
  const meta: Record<string, unknown> = { ...currentCausation() }
  for (const layer of layers)
    for (const [key, value] of Object.entries(layer ?? {})) if (value !== undefined) meta[key] = value
  return meta
}

const toRecorded = (row: EventRow, upcasters: Upcasters | undefined): RecordedEvent =>
  upcast(
    {
      type: row.event_type,
      data: row.data,
      metadata: row.metadata ?? {},
      eventId: row.event_id,
      streamId: row.stream_id,
      streamType: row.stream_type,
      streamVersion: row.stream_version,
      globalPosition: row.global_position,
      transactionId: row.transaction_id,
      schemaVersion: row.schema_version,
      recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    },
    upcasters,
  )

export const createEventStore = (sql: Sql, options: EventStoreOptions = {}): EventStore => {
  const channel = `ignite_events_${sql.schema}`
  const vault = createPersonalDataVault()
  const open = async (rows: EventRow[], db: Queryable) => {
    const data = await vault.openAll(
      db,
      rows.map((row) => row.data),
    )
    return rows.map((row, i) => toRecorded({ ...row, data: data[i] }, upcasters))
  }
  const listeners = new Set<(events: readonly RecordedEvent[]) => void>()
  let inline = options.inline
  const upcasters = options.upcasters

  const currentVersion = async (db: Queryable, streamId: string) => {
    const rows = await db.query<{ version: number }>("select version from streams where stream_id = $1", [
      streamId,
    ])
    return rows[0]?.version
  }

  /** The events as one append writes them: ids, types, personal fields sealed, metadata stamped. */
  const seal = async (db: Queryable, events: readonly NewEvent[], metadata: NewEvent["metadata"]) => {
    // One after another: sealing may read or create the subject's key on `db`, and a pg client (a
    // transaction's, say) must not be handed a second query while one is running.
    const payload: SealedEvent[] = []
    for (const event of events)
      payload.push({
        id: event.eventId ?? randomUUID(),
        type: event.type,
        sv: event.schemaVersion ?? 1,
        data: await vault.seal(db, event.data, event.personal),
        meta: stamped(metadata, event.metadata),
      })
    return payload
  }

  /** What the writer wrote, with the positions the log gave it (personal fields open, as written). */
  const recordedOf = (
    append: Pick<SealedAppend, "streamId" | "events" | "payload">,
    rows: ReadonlyArray<
      Pick<EventRow, "global_position" | "transaction_id" | "stream_version" | "recorded_at">
    >,
  ) =>
    rows.map((row, i) =>
      toRecorded(
        {
          ...row,
          stream_id: append.streamId,
          stream_type: streamTypeOf(append.streamId),
          event_id: append.payload[i]!.id,
          event_type: append.payload[i]!.type,
          schema_version: append.payload[i]!.sv,
          data: append.events[i]!.data,
          metadata: append.payload[i]!.meta,
        },
        undefined,
      ),
    )

  const writeSealed = async (
    db: Queryable,
    append: SealedAppend,
    notifyInStatement: boolean,
  ): Promise<RecordedEvent[]> => {
    const { streamId, events, payload, expected } = append
    const params: unknown[] = [streamId, streamTypeOf(streamId), events.length, JSON.stringify(payload)]
    if (typeof expected === "number" && expected > 0) params.push(expected)
    const notifyParam = notifyInStatement ? params.push(channel) : undefined
    if (notifyParam) params.push(typesPayload(typesOf(events)))
    let rows: Array<Pick<EventRow, "global_position" | "transaction_id" | "stream_version" | "recorded_at">>
    try {
      rows = await db.query(appendStatement(expected, notifyParam), params, { prepare: true })
    } catch (error) {
      // Two writers creating the same stream at once: the loser hits the streams primary key.
      // (in a caller's transaction the failed statement aborted it, so the actual version is not looked up)
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation && /streams_pkey/.test(String(error)))
        throw new ConcurrencyError(
          streamId,
          expected,
          db === sql ? await currentVersion(sql, streamId) : undefined,
        )
      throw error
    }
    if (rows.length === 0) throw new ConcurrencyError(streamId, expected, await currentVersion(db, streamId))
    // Only positions come back (less to send); the rest is what the writer wrote, personal fields open.
    return recordedOf(append, rows)
  }

  /** An autocommitted append on its own: one statement, or a transaction with the inline projections. */
  const writeAlone = (append: SealedAppend): Promise<RecordedEvent[]> => {
    const hook = inline
    if (!hook) return writeSealed(sql, append, false)
    return sql.transaction(async (tx) => {
      const written = await writeSealed(tx, append, false)
      await hook(written, tx)
      return written
    })
  }

  /**
   * Many autocommitted appends to distinct streams in one statement (and one transaction with the inline
   * projections): each gets its events or, if its stream's version was not the one it expected, its own
   * ConcurrencyError.
   */
  const writeGroup = async (
    appends: readonly SealedAppend[],
  ): Promise<ReadonlyArray<RecordedEvent[] | ConcurrencyError>> => {
    // streams locked in one order by every group: two groups under way wait for each other, never deadlock
    const input = [...appends]
      .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
      .map((append) => ({
        s: append.streamId,
        t: streamTypeOf(append.streamId),
        n: append.events.length,
        ...gateOf(append.expected),
        e: append.payload,
      }))
    const statement = async (db: Queryable) => {
      const rows = await db.query<GroupRow>(groupAppendStatement, [JSON.stringify(input)], { prepare: true })
      const byStream = new Map<string, GroupRow[]>()
      for (const row of rows) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), row])
      return appends.map((append) => {
        const written = byStream.get(append.streamId)
        return written
          ? recordedOf(
              append,
              written.sort((a, b) => a.stream_version - b.stream_version),
            )
          : undefined
      })
    }
    const hook = inline
    const written = hook
      ? await sql.transaction(async (tx) => {
          const recorded = await statement(tx)
          for (const events of recorded) if (events) await hook(events, tx)
          return recorded
        })
      : await statement(sql)
    return Promise.all(
      written.map(
        async (events, i) =>
          events ??
          new ConcurrencyError(
            appends[i]!.streamId,
            appends[i]!.expected,
            await currentVersion(sql, appends[i]!.streamId),
          ),
      ),
    )
  }

  const committer = createGroupCommit<SealedAppend, RecordedEvent[]>({
    maxInFlight: options.groupCommit?.maxInFlight ?? defaultMaxInFlight(sql),
    maxGroup: options.groupCommit?.maxGroup ?? 256,
    single: writeAlone,
    group: writeGroup,
  })

  const notifyLocal = (events: readonly RecordedEvent[]) => {
    for (const listener of listeners) listener(events)
  }

  // One NOTIFY in flight at a time; appends committed meanwhile share the next one. Consumers poll anyway,
  // so a signal lost to a crash costs at most one poll interval.
  let signalling = false
  let signalPending = false
  let pendingTypes = new Set<string>()
  const signal = (events: readonly { readonly type: string }[] = []) => {
    for (const event of events) pendingTypes.add(event.type)
    if (signalling) {
      signalPending = true
      return
    }
    signalling = true
    const types = pendingTypes
    pendingTypes = new Set()
    sql
      .query("select pg_notify($1, $2)", [channel, typesPayload(types)])
      .catch(() => {})
      .finally(() => {
        signalling = false
        if (signalPending) {
          signalPending = false
          signal()
        }
      })
  }

  /** A bulk append's events, sealed, as one JSON parameter, and each event id's stream and event. */
  const sealBatch = async (
    tx: Tx,
    writes: ReadonlyArray<{
      readonly streamId: string
      readonly events: readonly NewEvent[]
      readonly expected?: number
    }>,
    metadata: NewEvent["metadata"],
  ) => {
    const input: Array<{ s: string; t: string; n: number; x?: number; e: unknown[] }> = []
    const written = new Map<string, { streamId: string; event: NewEvent; meta: Record<string, unknown> }>()
    await vault.prepare(
      tx,
      writes.flatMap((write) =>
        write.events.flatMap((event) => (event.personal ? [event.personal.subject] : [])),
      ),
    )
    for (const write of writes) {
      if (write.events.length === 0) throw new Error("a bulk append needs events for every stream")
      const payload: unknown[] = []
      for (const event of write.events) {
        const id = event.eventId ?? randomUUID()
        const meta = stamped(metadata, event.metadata)
        payload.push({
          id,
          type: event.type,
          sv: event.schemaVersion ?? 1,
          data: await vault.seal(tx, event.data, event.personal),
          meta,
        })
        written.set(id, { streamId: write.streamId, event, meta })
      }
      input.push({
        s: write.streamId,
        t: streamTypeOf(write.streamId),
        n: write.events.length,
        x: write.expected,
        e: payload,
      })
    }
    return { input, written }
  }

  /** The recorded events of a bulk append, in log order: positions from the rows, the rest as written. */
  const recordedFrom = (
    rows: BatchRow[],
    written: Map<string, { streamId: string; event: NewEvent; meta: Record<string, unknown> }>,
  ) =>
    rows
      .sort((a, b) => Number(a.global_position) - Number(b.global_position))
      .map((row) => {
        const { streamId, event, meta } = written.get(row.event_id)!
        return toRecorded(
          {
            ...row,
            stream_id: streamId,
            stream_type: streamTypeOf(streamId),
            event_type: event.type,
            schema_version: event.schemaVersion ?? 1,
            data: event.data,
            metadata: meta,
          },
          undefined,
        )
      })

  return {
    sql,
    channel,
    async append(streamId, events, appendOptions = {}) {
      if (events.length === 0) throw new Error("append needs at least one event")
      const expected = appendOptions.expected ?? "any"
      const { tx } = appendOptions
      const hook = inline
      const recorded = tx
        ? await (async () => {
            const payload = await seal(tx, events, appendOptions.metadata)
            const written = await writeSealed(tx, { streamId, events, payload, expected }, true)
            if (hook) await hook(written, tx)
            return written
          })()
        : await committer.run({
            streamId,
            events,
            expected,
            payload: await seal(sql, events, appendOptions.metadata),
          })
      if (!tx) signal(events)
      notifyLocal(recorded)
      const last = recorded[recorded.length - 1]!
      return { nextExpectedVersion: last.streamVersion, events: recorded }
    },
    async appendNewStreams(tx, writes, metadata) {
      if (writes.length === 0) return []
      const { input, written } = await sealBatch(tx, writes, metadata)
      const rows = await tx.query<BatchRow>(
        `with input as (
           select w->>'s' as s, w->>'t' as t, (w->>'n')::int as n, w->'e' as e, ord
           from jsonb_array_elements($1::jsonb) with ordinality as x(w, ord)),
         gate as (
           insert into streams (stream_id, stream_type, version) select s, t, n from input
           on conflict (stream_id) do nothing returning stream_id),
         signal as (select pg_notify($2, $3) as ok)
         insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
         select i.s, i.t, e.ord, (e.v->>'id')::uuid, e.v->>'type', (e.v->>'sv')::int, e.v->'data', e.v->'meta'
         from input i join gate g on g.stream_id = i.s, signal, jsonb_array_elements(i.e) with ordinality as e(v, ord)
         -- first events of every stream, then second ones...: runs of one type for batch projections
         order by e.ord, i.ord
         returning ${batchReturning}`,
        [JSON.stringify(input), channel, typesPayload(writes.flatMap((write) => typesOf(write.events)))],
      )
      // a stream that already existed wrote nothing: the caller's whole batch must fail with it
      if (rows.length !== written.size)
        throw new ConcurrencyError(writes[0]!.streamId, "no-stream", undefined)
      const recorded = recordedFrom(rows, written)
      if (inline) await inline(recorded, tx)
      notifyLocal(recorded)
      return recorded
    },
    async appendToStreams(tx, writes, metadata) {
      if (writes.length === 0) return []
      const streams = new Set<string>()
      for (const write of writes) {
        if (!Number.isInteger(write.expected) || write.expected < 1)
          throw new Error(`appendToStreams needs an existing stream's version: ${write.streamId}`)
        // one gate per stream: two writes to one stream in a batch would both expect the same version
        if (streams.has(write.streamId)) throw new Error(`appendToStreams got ${write.streamId} twice`)
        streams.add(write.streamId)
      }
      const { input, written } = await sealBatch(tx, writes, metadata)
      // Two batches crossing each other's streams may each hold a row the other waits for: PostgreSQL aborts
      // one, which is the same conflict as a version that moved on (the caller runs its batch again).
      const rows = await tx
        .query<BatchRow>(
          `with input as (
           select w->>'s' as s, w->>'t' as t, (w->>'n')::int as n, (w->>'x')::bigint as x, w->'e' as e, ord
           from jsonb_array_elements($1::jsonb) with ordinality as w_(w, ord)),
         gate as (
           update streams set version = streams.version + input.n, updated_at = now()
           from input where streams.stream_id = input.s and streams.version = input.x
           returning streams.stream_id, streams.version),
         signal as (select pg_notify($2, $3) as ok)
         insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
         select i.s, i.t, g.version - i.n + e.ord, (e.v->>'id')::uuid, e.v->>'type', (e.v->>'sv')::int,
           e.v->'data', e.v->'meta'
         from input i join gate g on g.stream_id = i.s, signal, jsonb_array_elements(i.e) with ordinality as e(v, ord)
         order by e.ord, i.ord
         returning ${batchReturning}`,
          [JSON.stringify(input), channel, typesPayload(writes.flatMap((write) => typesOf(write.events)))],
        )
        .catch((error: unknown) => {
          if (pgErrorCode(error) === pgErrorCodes.deadlockDetected)
            throw new ConcurrencyError(writes[0]!.streamId, writes[0]!.expected, undefined)
          throw error
        })
      if (rows.length !== written.size) {
        // the statement went through (no error): the transaction can still say where the stream is
        const wrote = new Set(rows.map((row) => written.get(row.event_id)!.streamId))
        const moved = writes.find((write) => !wrote.has(write.streamId))!
        throw new ConcurrencyError(moved.streamId, moved.expected, await currentVersion(tx, moved.streamId))
      }
      const recorded = recordedFrom(rows, written)
      if (inline) await inline(recorded, tx)
      notifyLocal(recorded)
      return recorded
    },
    async readStreams(streamIds, readOptions = {}) {
      const db = readOptions.db ?? sql
      const found = new Map<string, { version: number; events: RecordedEvent[] }>(
        streamIds.map((streamId) => [streamId, { version: 0, events: [] }]),
      )
      if (streamIds.length === 0) return found
      const rows = await db.query<EventRow>(
        `select ${eventColumns} from events where stream_id = any($1::text[]) order by stream_id, stream_version`,
        [[...new Set(streamIds)]],
      )
      for (const event of await open(rows, db)) {
        const stream = found.get(event.streamId)!
        stream.events.push(event)
        stream.version = event.streamVersion
      }
      return found
    },
    async readStream(streamId, readOptions = {}) {
      const db = readOptions.db ?? sql
      const rows = await db.query<EventRow>(
        `select ${eventColumns} from events where stream_id = $1 and stream_version > $2 order by stream_version`,
        [streamId, readOptions.from ?? 0],
      )
      const events = await open(rows, db)
      return { version: events.at(-1)?.streamVersion ?? readOptions.from ?? 0, events }
    },
    async readAll(readOptions = {}, db = sql) {
      const after = readOptions.after ?? { transactionId: "0", globalPosition: 0 }
      const fence = readOptions.unfenced ? "" : `and ${belowLogFence(sql)}`
      const params: unknown[] = [after.transactionId, after.globalPosition, readOptions.limit ?? 500]
      if (readOptions.types) params.push(readOptions.types)
      const typeFilter = readOptions.types ? `and event_type = any($${params.length}::text[])` : ""
      if (readOptions.before) params.push(readOptions.before.transactionId, readOptions.before.globalPosition)
      const bound = readOptions.before
        ? `and (transaction_id, global_position) < ($${params.length - 1}::xid8, $${params.length}::bigint)`
        : ""
      const rows = await db.query<EventRow>(
        `select ${eventColumns} from events
          where (transaction_id, global_position) > ($1::xid8, $2::bigint)
            ${fence}
            ${typeFilter}
            ${bound}
          -- qualified: the select list aliases transaction_id as text, and ORDER BY would sort that text
          order by events.transaction_id, events.global_position
          limit $3`,
        params,
      )
      return open(rows, db)
    },
    async readHead(headOptions = {}, db = sql) {
      const fence = headOptions.unfenced ? "" : `where transaction_id < ${logFence(sql)}`
      // a backward walk of events_tx_order: one row, however long the log
      const [head] = await db.query<{ transaction_id: string; global_position: number }>(
        `select transaction_id::text as transaction_id, global_position from events ${fence}
          order by events.transaction_id desc, events.global_position desc limit 1`,
      )
      return head ? { transactionId: head.transaction_id, globalPosition: head.global_position } : undefined
    },
    onAppended(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setInlineHook(hook) {
      inline = hook
    },
    erasePersonalData: (subject) => vault.erase(sql, subject),
    personalData: vault,
  }
}
