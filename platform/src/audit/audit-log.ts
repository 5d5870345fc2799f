import { upcastMetadata } from "../eventstore/causation"
import type { PersonalDataVault } from "../eventstore/personal-data"
import type { Queryable, Sql } from "../sql/sql"

/**
 * The event log as auditors read it (issue 22): filtered, newest first or oldest first, with each event's
 * causation (read through `upcastMetadata`, so old events say what they can) and its personal fields masked
 * unless the caller may see that data subject. Reads the log itself, not a read model: what happened is
 * exactly what the log holds. The personal fields' subject and names are stored in clear beside the sealed
 * values, so masking needs no key; only what is shown is opened.
 */

export interface AuditLogFilters {
  readonly eventTypes?: readonly string[]
  readonly streamType?: string
  readonly streamId?: string
  readonly actorId?: string
  readonly correlationId?: string
  readonly requestId?: string
  readonly from?: Date
  readonly to?: Date
}

/**
 * The filters as people and addresses give them (the audit log's query names, strings): event types
 * comma-separated, moments as ISO 8601. The REST and tRPC query and the CLI's options read through this one.
 */
export const auditFiltersOf = (query: {
  readonly eventTypes?: string
  readonly streamType?: string
  readonly streamId?: string
  readonly actorId?: string
  readonly correlationId?: string
  readonly requestId?: string
  readonly from?: string
  readonly to?: string
}): AuditLogFilters => ({
  eventTypes: query.eventTypes
    ?.split(",")
    .map((type) => type.trim())
    .filter(Boolean),
  streamType: query.streamType,
  streamId: query.streamId,
  actorId: query.actorId,
  correlationId: query.correlationId,
  requestId: query.requestId,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
})

export interface AuditRecord {
  readonly globalPosition: number
  readonly eventId: string
  readonly streamId: string
  readonly streamType: string
  readonly streamVersion: number
  readonly eventType: string
  readonly schemaVersion: number
  readonly recordedAt: Date
  /** When it happened by the application's clock: its command's decision time, else when it was recorded. */
  readonly occurredAt: Date
  readonly actorId: string | null
  readonly requestId: string | null
  readonly correlationId: string | null
  readonly causationId: string | null
  readonly data: Record<string, unknown>
  readonly personal: {
    readonly subject: string
    readonly fields: readonly string[]
    readonly state: "shown" | "masked" | "erased"
  } | null
}

/** Whose personal data the caller may see in clear (a revealed subject, an operator's whole log). */
export type Shows = (subject: string) => boolean

interface Row {
  global_position: number | string
  stream_id: string
  stream_type: string
  stream_version: number | string
  event_id: string
  event_type: string
  schema_version: number
  data: Record<string, unknown>
  metadata: Record<string, unknown> | null
  recorded_at: Date | string
}

const columns = `global_position, stream_id, stream_type, stream_version, event_id::text as event_id, event_type,
  schema_version, data, metadata, recorded_at`

interface Envelope {
  readonly s: string
  readonly fields: readonly string[]
}

const isObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u)
const text = (u: unknown) => (typeof u === "string" ? u : null)

/** The filters as SQL conditions over `events`, numbering their parameters after `params`. */
const conditions = (filters: AuditLogFilters, params: unknown[]) => {
  const where: string[] = []
  const bind = (value: unknown) => `$${params.push(value)}`
  if (filters.eventTypes?.length) where.push(`event_type = any(${bind(filters.eventTypes)}::text[])`)
  if (filters.streamType) where.push(`stream_type = ${bind(filters.streamType)}`)
  if (filters.streamId) where.push(`stream_id = ${bind(filters.streamId)}`)
  // the expressions of the audit indexes (platform/006_events_audit_indexes), as upcastMetadata reads them
  if (filters.actorId) where.push(`coalesce(metadata->>'actorId', data->>'by') = ${bind(filters.actorId)}`)
  if (filters.correlationId)
    where.push(
      `coalesce(metadata->>'correlationId', metadata->>'requestId') = ${bind(filters.correlationId)}`,
    )
  if (filters.requestId) where.push(`metadata->>'requestId' = ${bind(filters.requestId)}`)
  if (filters.from) where.push(`recorded_at >= ${bind(filters.from.toISOString())}::timestamptz`)
  if (filters.to) where.push(`recorded_at < ${bind(filters.to.toISOString())}::timestamptz`)
  return where
}

/**
 * `vault`: the event store's (`store.personalData`), so an erasure is seen here at once; a vault of its own
 * would keep a revealed subject's key for up to a minute after they were forgotten.
 */
export const createAuditLog = (sql: Sql, vault: PersonalDataVault) => {
  /** The rows as records: causation upcast, personal fields opened where shown, masked elsewhere. */
  const records = async (db: Queryable, rows: readonly Row[], shows: Shows): Promise<AuditRecord[]> => {
    const envelopeOf = (row: Row) =>
      isObject(row.data) && isObject(row.data.$personal)
        ? (row.data.$personal as unknown as Envelope)
        : undefined
    const shown = rows.filter((row) => {
      const envelope = envelopeOf(row)
      return envelope !== undefined && shows(envelope.s)
    })
    const opened = new Map(
      (
        await vault.openAll(
          db,
          shown.map((row) => row.data),
        )
      ).map((data, i) => [shown[i]!, data]),
    )
    return rows.map((row) => {
      const envelope = envelopeOf(row)
      const metadata = upcastMetadata(row.metadata, row.data)
      let data = row.data
      let personal: AuditRecord["personal"] = null
      if (envelope) {
        const open = opened.get(row) as Record<string, unknown> | undefined
        if (open) {
          const { $erased, ...rest } = open
          data = rest
          personal = { subject: envelope.s, fields: envelope.fields, state: $erased ? "erased" : "shown" }
        } else {
          const { $personal: _sealed, ...plain } = row.data
          data = { ...plain, ...Object.fromEntries(envelope.fields.map((field) => [field, null])) }
          personal = { subject: envelope.s, fields: envelope.fields, state: "masked" }
        }
      }
      return {
        globalPosition: Number(row.global_position),
        eventId: row.event_id,
        streamId: row.stream_id,
        streamType: row.stream_type,
        streamVersion: Number(row.stream_version),
        eventType: row.event_type,
        schemaVersion: row.schema_version,
        recordedAt: new Date(row.recorded_at),
        occurredAt: new Date(text(metadata.occurredAt) ?? row.recorded_at),
        actorId: text(metadata.actorId),
        requestId: text(metadata.requestId),
        correlationId: text(metadata.correlationId),
        causationId: text(metadata.causationId),
        data,
        personal,
      }
    })
  }

  return {
    /** One page, newest first, older than the `before` position; its last position is the next cursor. */
    async page(
      filters: AuditLogFilters,
      options: { readonly before?: number; readonly limit: number; readonly shows: Shows },
    ): Promise<{ records: AuditRecord[]; nextCursor: number | null }> {
      const params: unknown[] = []
      const where = conditions(filters, params)
      if (options.before !== undefined) where.push(`global_position < $${params.push(options.before)}`)
      const rows = await sql.query<Row>(
        `select ${columns} from events ${where.length ? `where ${where.join(" and ")}` : ""}
         order by global_position desc limit $${params.push(options.limit + 1)}`,
        params,
      )
      const more = rows.length > options.limit
      const page = await records(sql, rows.slice(0, options.limit), options.shows)
      return { records: page, nextCursor: more ? (page.at(-1)?.globalPosition ?? null) : null }
    },

    /** A stream's whole history, oldest first. */
    async stream(streamId: string, shows: Shows): Promise<AuditRecord[]> {
      const rows = await sql.query<Row>(
        `select ${columns} from events where stream_id = $1 order by stream_version`,
        [streamId],
      )
      return records(sql, rows, shows)
    },

    /**
     * Several streams' histories together, in log order: the named ones, and each stream opened by one of
     * `openedBy.eventTypes` whose data's `field` is `value` (a listing's artifacts and awards, which name it).
     * The opening events are found through the event-type index, then every stream through its own.
     */
    async streams(
      streamIds: readonly string[],
      openedBy: { readonly eventTypes: readonly string[]; readonly field: string; readonly value: string },
      shows: Shows,
    ): Promise<AuditRecord[]> {
      const rows = await sql.query<Row>(
        `select ${columns} from events
         where stream_id = any($1::text[] || array(
           select stream_id from events where event_type = any($2::text[]) and data->>$3 = $4))
         order by global_position`,
        [streamIds, openedBy.eventTypes, openedBy.field, openedBy.value],
      )
      return records(sql, rows, shows)
    },

    /**
     * Every matching event, oldest first, `batchSize` rows per query: what an export streams out. Memory holds
     * one batch, however long the log.
     */
    async *all(filters: AuditLogFilters, shows: Shows, batchSize = 1000): AsyncGenerator<AuditRecord> {
      let after = 0
      for (;;) {
        const params: unknown[] = []
        const where = [...conditions(filters, params), `global_position > $${params.push(after)}`]
        const rows = await sql.query<Row>(
          `select ${columns} from events where ${where.join(" and ")}
           order by global_position limit $${params.push(batchSize)}`,
          params,
        )
        for (const record of await records(sql, rows, shows)) yield record
        if (rows.length < batchSize) return
        after = Number(rows.at(-1)!.global_position)
      }
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
