import type { RecordedEvent } from "../eventstore/types"

/**
 * Distribution of committed events to other processes (live pushes, scale-out). The Postgres log stays the
 * source of truth; the bus is fed by the relay subscription, in order, at least once.
 */
export interface BusMessage {
  readonly subject: string
  readonly event: RecordedEvent
}

export interface Bus {
  readonly kind: "in-process" | "nats" | "kafka"
  publish(events: readonly RecordedEvent[]): Promise<void>
  /** Subject patterns use NATS syntax: `*` one token, `>` the rest. */
  subscribe(pattern: string, handler: (message: BusMessage) => void): () => void
  close(): Promise<void>
}

export const subjectPrefix = "ignite.events"

/** `ignite.events.<streamType>.<eventType>` (ARCHITECTURE.md "Distribution"). */
export const subjectOf = (event: Pick<RecordedEvent, "streamType" | "type">) =>
  `${subjectPrefix}.${event.streamType}.${event.type}`

export const subjectMatches = (pattern: string, subject: string): boolean => {
  const p = pattern.split(".")
  const s = subject.split(".")
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return s.length > i
    if (i >= s.length) return false
    if (p[i] !== "*" && p[i] !== s[i]) return false
  }
  return p.length === s.length
}

/** An event as the brokers carry it (JSON, its date as ISO text), read back with its date as a Date. */
export const decodeEvent = (text: string): RecordedEvent => {
  const raw = JSON.parse(text) as RecordedEvent & { recordedAt: string }
  return { ...raw, recordedAt: new Date(raw.recordedAt) }
}
