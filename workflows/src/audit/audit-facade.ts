import {
  AppError,
  type AuditEvent,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditStream,
  auditPageDefault,
  auditPageMax,
  normalizePage,
  type PageQuery,
  type RevealAnswer,
  type RevealsPage,
  type StorefrontAsOf,
} from "@ignite/contracts"
import { accountStreamId, listingStreamId, listingViewsStreamId } from "@ignite/contracts/events"
import type { AuditService } from "@ignite/domain-audit"
import { type AuditLog, type AuditRecord, auditFiltersOf, type Queryable } from "@ignite/platform"
import { findReveal, openSubjectsOf, revealsPage } from "@ignite/projection-audit"
import type { Viewer } from "../access/resource-access"
import { listingNames, type Reads } from "../reads/reads"
import type { ReferenceLists } from "../reads/reference-lists"
import { storefrontAsOf } from "./storefront-as-of"
import { streamHistory } from "./stream-history"

/** An audit record as the contract answers it. */
export const auditEventOf = (record: AuditRecord): AuditEvent => ({
  ...record,
  recordedAt: record.recordedAt.toISOString(),
  occurredAt: record.occurredAt.toISOString(),
})

const limitOf = (limit: unknown) => {
  const n = Number(limit)
  return Number.isInteger(n) && n >= 1 ? Math.min(n, auditPageMax) : auditPageDefault
}

/**
 * The event history for auditors and admins (issue 22, docs/audit.md). Everyone reads personal fields masked
 * unless they revealed that subject, with a reason, within the reveal window: the reveal is recorded (the
 * audit domain's event) and admins read the record. Who may call is the transports' access rule.
 */
export const createAuditFacade = ({
  service,
  log,
  db,
  reads,
  lists,
  now = () => new Date(),
}: {
  service: AuditService
  log: AuditLog
  db: Queryable
  reads: Pick<Reads, "currentUser">
  /** The admin-kept lists, for the names a storefront shows. */
  lists: ReferenceLists
  now?: () => Date
}) => {
  const showsFor = async (viewer: Viewer) => {
    const open = await openSubjectsOf(db, viewer.sub, now())
    return (subject: string) => open.has(subject)
  }
  return {
    /** The log, newest first, filtered, a page at a time (`before`: the last page's cursor). */
    async events(viewer: Viewer, query: AuditLogQuery): Promise<AuditLogPage> {
      const { records, nextCursor } = await log.page(auditFiltersOf(query), {
        before: query.before === undefined ? undefined : Number(query.before),
        limit: limitOf(query.limit),
        shows: await showsFor(viewer),
      })
      return {
        events: records.map(auditEventOf),
        nextCursor: nextCursor === null ? null : String(nextCursor),
      }
    },

    /** A stream's history with what each event changed, its state now and, asked for, as of a moment. */
    async stream(viewer: Viewer, streamId: string, query: { asOf?: string }): Promise<AuditStream> {
      const records = await log.stream(streamId, await showsFor(viewer))
      if (records.length === 0) throw new AppError("NotFound", `There is no stream ${streamId}.`)
      return {
        streamId,
        streamType: records[0]!.streamType,
        ...streamHistory(records, auditEventOf, query.asOf ? new Date(query.asOf) : undefined),
      }
    },

    /**
     * A listing's public storefront as government users saw it at `asOf`, beside today's, replayed from the
     * log (its own stream, its account's, its views', its artifacts' and its awards'), people's fields as the
     * caller sees them in the log. Never from the read models: they hold today.
     */
    async storefrontAsOf(viewer: Viewer, listingId: string, asOf: string): Promise<StorefrontAsOf> {
      const shows = await showsFor(viewer)
      const listing = await log.stream(listingStreamId(listingId), shows)
      const opened = listing.find((record) => record.eventType === "ListingOpened")
      if (!opened) throw new AppError("NotFound", `There is no listing ${listingId}.`)
      const related = await log.streams(
        [accountStreamId(String(opened.data.accountId)), listingViewsStreamId(listingId)],
        { eventTypes: ["ListingArtifactCreated", "AwardRecorded"], field: "listingId", value: listingId },
        shows,
      )
      const records = [...listing, ...related].sort((a, b) => a.globalPosition - b.globalPosition)
      return storefrontAsOf(records, listingId, new Date(asOf), now(), await listingNames(lists))
    },

    /** Opens a subject's personal fields to the caller for the reveal window, recording who, whose and why. */
    async reveal(viewer: Viewer, input: unknown): Promise<RevealAnswer> {
      const id = await service.reveal(viewer.sub, input)
      // inline: the record is there in the answer to the command that made it
      const record = await findReveal(db, id)
      if (!record) throw new AppError("InternalError")
      return { id, subject: record.subject, expiresAt: record.expiresAt }
    },

    /** The record of reveals, newest first, with the auditors' names (admins read it). */
    async reveals(query: typeof PageQuery.Type): Promise<RevealsPage> {
      const page = await revealsPage(db, normalizePage(query))
      const names = new Map(
        await Promise.all(
          [...new Set(page.data.map((row) => row.auditorId))].map(
            async (id) =>
              [
                id,
                await reads
                  .currentUser(id)
                  .then((user) => `${user.firstName} ${user.lastName}`.trim())
                  .catch(() => "(unknown user)"),
              ] as const,
          ),
        ),
      )
      return {
        pagination: page.pagination,
        data: page.data.map((row) => ({ ...row, auditorName: names.get(row.auditorId) ?? "(unknown user)" })),
      }
    },

    /**
     * The filtered log, oldest first, as NDJSON lines, personal fields as the caller sees them: streamed from
     * the database a batch at a time, so a long log never sits in memory.
     */
    async export(viewer: Viewer, query: AuditLogQuery, options: { readonly asStored?: boolean } = {}) {
      // asStored: the CLI's operator token, which holds the server's keys anyway
      const shows = options.asStored ? () => true : await showsFor(viewer)
      const stamp = now().toISOString().replace(/[:.]/g, "-")
      async function* lines() {
        for await (const record of log.all(auditFiltersOf(query), shows))
          yield `${JSON.stringify(auditEventOf(record))}\n`
      }
      return { fileName: `ignite-events-${stamp}.ndjson`, lines: lines() }
    },
  }
}

export type AuditFacade = ReturnType<typeof createAuditFacade>
