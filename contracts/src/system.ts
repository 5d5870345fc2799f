import { Schema } from "effect"

/** Health and operator read models shared by the gateway, the CLI and the web shell. */
export const ProjectionLag = Schema.Struct({
  name: Schema.String,
  version: Schema.Int,
  status: Schema.Literals(["active", "building"]),
  mode: Schema.Literals(["inline", "async"]),
  eventsBehind: Schema.Int,
  secondsBehind: Schema.Finite,
  position: Schema.Int,
  /** An operator paused its folding (issue 22); its reads keep serving. */
  paused: Schema.Boolean,
})
export type ProjectionLag = typeof ProjectionLag.Type

/**
 * A write transaction of this database open for more than a second: consumers of the log (async read models,
 * the relay, live pushes) wait for it to end (issue 26). Its backend, so an operator can find it.
 */
export const FenceHolder = Schema.Struct({
  pid: Schema.Int,
  applicationName: Schema.String,
  state: Schema.String,
  transactionSeconds: Schema.Finite,
})
export type FenceHolder = typeof FenceHolder.Type

export const SystemStatus = Schema.Struct({
  name: Schema.String,
  version: Schema.String,
  driver: Schema.Literals(["pg", "pglite"]),
  bus: Schema.Literals(["in-process", "nats", "kafka"]),
  eventCount: Schema.Int,
  projections: Schema.Array(ProjectionLag),
  /** What holds the log's consumers back, if anything (PostgreSQL; always null on PGlite). */
  fence: Schema.NullOr(FenceHolder),
})
export type SystemStatus = typeof SystemStatus.Type

export const RecordedEventDto = Schema.Struct({
  globalPosition: Schema.Int,
  streamId: Schema.String,
  streamVersion: Schema.Int,
  eventId: Schema.String,
  eventType: Schema.String,
  schemaVersion: Schema.Int,
  data: Schema.Unknown,
  metadata: Schema.Unknown,
  recordedAt: Schema.String,
})
export type RecordedEventDto = typeof RecordedEventDto.Type

/** Operator answers (REST /api/v1/operator/*, tRPC operator.*). */
export const RebuildStarted = Schema.Struct({ build: Schema.Int })
export const UserCreated = Schema.Struct({ userId: Schema.String })
export const AccountRegistered = Schema.Struct({
  accountId: Schema.String,
  listingId: Schema.String,
  created: Schema.Boolean,
  changed: Schema.Boolean,
})
export const EventsTail = Schema.Struct({ events: Schema.Array(RecordedEventDto), cursor: Schema.String })

/** A projection rebuilt into shadow tables and compared with the live read model (issue 22's verify). */
export const VerifyReport = Schema.Struct({
  name: Schema.String,
  version: Schema.Int,
  position: Schema.Int,
  ok: Schema.Boolean,
  tables: Schema.Array(
    Schema.Struct({
      table: Schema.String,
      liveRows: Schema.Int,
      rebuiltRows: Schema.Int,
      /** Up to 20 rows only the live read model has, and up to 20 only the rebuild has. */
      onlyLive: Schema.Array(Schema.Unknown),
      onlyRebuilt: Schema.Array(Schema.Unknown),
    }),
  ),
})
export type VerifyReport = typeof VerifyReport.Type

/** Replay a projection as of a moment into a scratch schema (issue 22's `replay --until`). */
export const ReplayInput = Schema.Struct({
  until: Schema.String.check(
    Schema.makeFilter((s: string) => !Number.isNaN(Date.parse(s)), {
      message: "Expected a date and time (ISO 8601)",
    }),
  ),
})
export const ReplayReport = Schema.Struct({
  name: Schema.String,
  version: Schema.Int,
  schema: Schema.String,
  until: Schema.String,
  events: Schema.Int,
  position: Schema.Int,
  tables: Schema.Array(Schema.Struct({ table: Schema.String, rows: Schema.Int })),
})
export type ReplayReport = typeof ReplayReport.Type
