import { Schema } from "effect"
import { Paginated } from "./pagination"
import { Trimmed } from "./trimmed"

/**
 * The event history for auditors (issue 22; docs/audit.md): the log browsed with filters, newest first; a
 * stream's history with what each event changed; the record of who revealed whose personal data, and why.
 * Personal fields come masked unless the caller revealed that subject (`RevealInput`) within `revealWindowMs`.
 */

/** How long a reveal keeps a subject's personal fields open to the auditor who asked. */
export const revealWindowMs = 15 * 60 * 1000

const trimmed = (min: number, max: number) => Trimmed.check(Schema.isMinLength(min), Schema.isMaxLength(max))

/** Ask to see a subject's personal data in the history: the reason is recorded and shown to admins. */
export const RevealInput = Schema.Struct({
  subject: trimmed(1, 200),
  reason: trimmed(10, 500),
})
export type RevealInput = typeof RevealInput.Type

export const RevealAnswer = Schema.Struct({
  id: Schema.String,
  subject: Schema.String,
  expiresAt: Schema.String,
})
export type RevealAnswer = typeof RevealAnswer.Type

/** A reveal as admins read the record. */
export const RevealView = Schema.Struct({
  id: Schema.String,
  auditorId: Schema.String,
  auditorName: Schema.String,
  subject: Schema.String,
  reason: Schema.String,
  revealedAt: Schema.String,
  expiresAt: Schema.String,
})
export type RevealView = typeof RevealView.Type
export const RevealsPage = Paginated(RevealView)
export type RevealsPage = typeof RevealsPage.Type

/** An ISO 8601 moment, as a query string carries it. */
export const AuditMoment = Schema.String.check(
  Schema.makeFilter((s: string) => !Number.isNaN(Date.parse(s)), {
    message: "Expected a date and time (ISO 8601)",
  }),
)
const Filter = Schema.optional(trimmed(1, 200))

/**
 * The log's filters, all optional and combined: event types (comma-separated), stream type, stream id, who
 * caused it, when (from included, to excluded), the request or correlation it came from. `before`: the cursor
 * the last page answered; `limit` 1 to 200 (50).
 */
export const AuditLogQuery = Schema.Struct({
  eventTypes: Filter,
  streamType: Filter,
  streamId: Filter,
  actorId: Filter,
  correlationId: Filter,
  requestId: Filter,
  from: Schema.optional(AuditMoment),
  to: Schema.optional(AuditMoment),
  before: Schema.optional(Schema.String.check(Schema.isPattern(/^\d{1,18}$/))),
  limit: Schema.optional(Schema.Unknown),
})
export type AuditLogQuery = typeof AuditLogQuery.Type
export const auditPageDefault = 50
export const auditPageMax = 200

/** Which fields of an event are personal, whose, and whether the caller sees them. */
export const AuditPersonal = Schema.Struct({
  subject: Schema.String,
  fields: Schema.Array(Schema.String),
  /** shown: revealed to the caller; masked: null in `data` until revealed; erased: the subject was forgotten. */
  state: Schema.Literals(["shown", "masked", "erased"]),
})
export type AuditPersonal = typeof AuditPersonal.Type

export const AuditEvent = Schema.Struct({
  globalPosition: Schema.Number,
  eventId: Schema.String,
  streamId: Schema.String,
  streamType: Schema.String,
  streamVersion: Schema.Number,
  eventType: Schema.String,
  schemaVersion: Schema.Number,
  recordedAt: Schema.String,
  /** When it happened by the application's clock (its command's decision time), else when it was recorded. */
  occurredAt: Schema.String,
  actorId: Schema.NullOr(Schema.String),
  requestId: Schema.NullOr(Schema.String),
  correlationId: Schema.NullOr(Schema.String),
  causationId: Schema.NullOr(Schema.String),
  data: Schema.Unknown,
  personal: Schema.NullOr(AuditPersonal),
})
export type AuditEvent = typeof AuditEvent.Type

export const AuditLogPage = Schema.Struct({
  events: Schema.Array(AuditEvent),
  /** Pass as `before` for the next (older) page; null at the start of the log. */
  nextCursor: Schema.NullOr(Schema.String),
})
export type AuditLogPage = typeof AuditLogPage.Type

/** What one event changed in its stream's state as its events tell it (a shallow merge of their data). */
export const AuditChange = Schema.Struct({
  field: Schema.String,
  before: Schema.Unknown,
  after: Schema.Unknown,
  /** A personal field the caller does not see: both sides are null. */
  hidden: Schema.Boolean,
})
export type AuditChange = typeof AuditChange.Type

export const AuditStreamEntry = Schema.Struct({ event: AuditEvent, changes: Schema.Array(AuditChange) })
export type AuditStreamEntry = typeof AuditStreamEntry.Type

/**
 * A stream's whole history, oldest first, with what each event changed, and its state (the merge of its
 * events' data) now and, when asked (`asOf`), as of that moment.
 */
export const AuditStreamQuery = Schema.Struct({ asOf: Schema.optional(AuditMoment) })
export const AuditStream = Schema.Struct({
  streamId: Schema.String,
  streamType: Schema.String,
  entries: Schema.Array(AuditStreamEntry),
  state: Schema.Record(Schema.String, Schema.Unknown),
  asOf: Schema.NullOr(
    Schema.Struct({
      at: Schema.String,
      /** Events up to and including this version were in the log at that moment. */
      version: Schema.Number,
      state: Schema.Record(Schema.String, Schema.Unknown),
      /** Fields whose value then differs from today's. */
      differences: Schema.Array(Schema.String),
    }),
  ),
})
export type AuditStream = typeof AuditStream.Type

/** A person forgotten (issue 22's erasure): whose, and the read models rebuilding to hold them as erased. */
export const ErasureAnswer = Schema.Struct({ userId: Schema.String, rebuilding: Schema.Array(Schema.String) })
export type ErasureAnswer = typeof ErasureAnswer.Type
