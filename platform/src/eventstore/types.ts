import type { PersonalFields } from "./personal-data"

/** Who and why: stored with every event, never secrets. */
export interface EventMetadata {
  readonly actorId?: string
  readonly correlationId?: string
  readonly causationId?: string
  readonly requestId?: string
  /** When the command that made it was decided, by the application's clock (ISO 8601). */
  readonly occurredAt?: string
  readonly [key: string]: unknown
}

/** An event as a decider produces it: a past-tense fact with a payload. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly type: Type
  readonly data: Data
  readonly schemaVersion?: number
  readonly eventId?: string
  readonly metadata?: EventMetadata
  /** Fields of `data` that are personal: sealed with the subject's key, erasable (personal-data.ts). */
  readonly personal?: PersonalFields
}

/** An event as the log holds it. `transactionId` + `globalPosition` order the log for consumers. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly type: Type
  readonly data: Data
  readonly metadata: EventMetadata
  readonly eventId: string
  readonly streamId: string
  readonly streamType: string
  readonly streamVersion: number
  readonly globalPosition: number
  readonly transactionId: string
  readonly schemaVersion: number
  readonly recordedAt: Date
}

/**
 * What the writer believes about the stream: anything, that it does not exist yet, that it exists,
 * or its exact current version (0 = empty).
 */
export type ExpectedVersion = "any" | "no-stream" | "exists" | number

/** A consumer's place in the log. */
export interface LogPosition {
  readonly transactionId: string
  readonly globalPosition: number
}

export const logStart: LogPosition = { transactionId: "0", globalPosition: 0 }

export interface AppendResult {
  readonly nextExpectedVersion: number
  readonly events: readonly RecordedEvent[]
}
