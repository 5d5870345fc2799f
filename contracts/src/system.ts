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
})
export type ProjectionLag = typeof ProjectionLag.Type

export const SystemStatus = Schema.Struct({
  name: Schema.String,
  version: Schema.String,
  driver: Schema.Literals(["pg", "pglite"]),
  bus: Schema.Literals(["in-process", "nats"]),
  eventCount: Schema.Int,
  projections: Schema.Array(ProjectionLag),
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
