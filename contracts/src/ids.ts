import { Schema } from "effect"

/** Ids are UUIDs minted by the server (ctx.newId in deciders), branded so they cannot be mixed up. */
export const Uuid = Schema.String.check(Schema.isUUID())
export const EventId = Uuid.pipe(Schema.brand("EventId"))
export type EventId = typeof EventId.Type
export const RequestId = Schema.String.pipe(Schema.brand("RequestId"))
export type RequestId = typeof RequestId.Type

/** Stream ids are `<type>-<id>` (ARCHITECTURE.md "Write side"). */
export const StreamId = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]*-.+$/)).pipe(
  Schema.brand("StreamId"),
)
export type StreamId = typeof StreamId.Type
export const streamId = (type: string, id: string) => `${type}-${id}` as StreamId
export const streamTypeOf = (id: string) => id.slice(0, id.indexOf("-"))
