import { AppError, type RecordedEventDto, type SystemStatus } from "@ignite/contracts"
import { fenceHolder } from "../eventstore/fence"
import { logStart, type RecordedEvent } from "../eventstore/types"
import type { Platform } from "../platform"

export const toEventDto = (event: RecordedEvent): RecordedEventDto => ({
  globalPosition: event.globalPosition,
  streamId: event.streamId,
  streamVersion: event.streamVersion,
  eventId: event.eventId,
  eventType: event.type,
  schemaVersion: event.schemaVersion,
  data: event.data,
  metadata: event.metadata,
  recordedAt: event.recordedAt.toISOString(),
})

/**
 * What operators (the CLI, /metrics, the status card) may ask of the running system. Both transports and
 * the CLI's direct mode call these same functions.
 */
export const createOperatorService = (platform: Pick<Platform, "sql" | "store" | "bus" | "projections">) => ({
  async status(): Promise<SystemStatus> {
    const [count] = await platform.sql.query<{ n: number }>(
      "select coalesce(max(global_position), 0)::int8 as n from events",
    )
    return {
      name: "ignite",
      version: "0.1.0",
      driver: platform.sql.driver,
      bus: platform.bus.kind,
      eventCount: count?.n ?? 0,
      projections: await platform.projections.status(),
      fence: await fenceHolder(platform.sql),
    }
  },
  /** The projections with their version, status and lag (the status card's list, without the event count). */
  projections: () => platform.projections.status(),
  async rebuildProjection(name: string) {
    if (!platform.projections.definitions.has(name))
      throw new AppError("NotFound", `There is no projection named ${name}`)
    return platform.projections.requestRebuild(name)
  },
  /** Stops or restarts an async projection's folding; answers its status. */
  async pauseProjection(name: string) {
    await platform.projections.pause(name)
    return (await platform.projections.status()).filter((row) => row.name === name)
  },
  async resumeProjection(name: string) {
    await platform.projections.resume(name)
    return (await platform.projections.status()).filter((row) => row.name === name)
  },
  /**
   * The projection as of `until`, in a scratch schema named for it and the moment it was made, so two replays
   * never collide.
   */
  replayProjection(name: string, until: Date) {
    if (!platform.projections.definitions.has(name))
      throw new AppError("NotFound", `There is no projection named ${name}`)
    // to the millisecond, and a random tail: two replays in one second (two operators) each get their own schema
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 17)
    const tail = Math.random().toString(36).slice(2, 8)
    const slug = name
      .replace(/[^a-z0-9_]/gi, "_")
      .toLowerCase()
      .slice(0, 30)
    const schema = `replay_${slug}_${stamp}_${tail}`
    return platform.projections.replay(name, until, schema)
  },
  /** Rebuilds into shadow tables and reports the rows that differ from the live read model. */
  verifyProjection: (name: string) => platform.projections.verify(name),
  async streamEvents(streamId: string): Promise<RecordedEventDto[]> {
    const { events } = await platform.store.readStream(streamId)
    if (events.length === 0) throw new AppError("NotFound", `Stream ${streamId} has no events`)
    return events.map(toEventDto)
  },
  /**
   * Committed events after a cursor, in the consumers' commit-safe order. The cursor is opaque to
   * callers: `<transactionId>.<globalPosition>` of the last event they saw ("" or none: from the start).
   * 100 at a time unless the caller says.
   */
  async eventsAfter(cursor = "", limit = 100): Promise<{ events: RecordedEventDto[]; cursor: string }> {
    const match = /^(\d+)\.(\d+)$/.exec(cursor)
    if (cursor !== "" && !match)
      throw new AppError("BadRequest", "The cursor is not one this server gave out.")
    const after = match ? { transactionId: match[1]!, globalPosition: Number(match[2]) } : logStart
    const events = await platform.store.readAll({ after, limit })
    const last = events.at(-1)
    return {
      events: events.map(toEventDto),
      cursor: last ? `${last.transactionId}.${last.globalPosition}` : cursor,
    }
  },
})

export type OperatorService = ReturnType<typeof createOperatorService>
