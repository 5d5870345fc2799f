import { createHash } from "node:crypto"
import type { AwardFacts } from "@ignite/contracts/events"
import {
  commandRunner,
  type Queryable,
  type ServiceDeps,
  type SourceMark,
  type Sql,
  sourceMarks,
  type Tx,
} from "@ignite/platform"
import { awardStreamId } from "./award"
import { awardDecider } from "./award.decide"

export interface AwardsDeps extends ServiceDeps {
  readonly sql: Sql
}

/** One award per source key: the source's mark scope also holds which award the key became. */
export const awardMarkScope = (source: string) => `${source}/award`

export interface AwardReport {
  readonly accountId: string
  readonly listingId: string
  readonly source: string
  readonly sourceKey: string
  /** When the source said it: of two reports of one award, the newer wins. */
  readonly asOf: string
  /** awardDigest of the report, as the caller compared it with the held mark. */
  readonly digest: string
  /** The import run reporting it. */
  readonly run: string
  readonly facts: AwardFacts
}

export type AwardOutcome = "new" | "updated" | "unchanged"

/**
 * A stable digest of what a source says of an award: whose it is (the source's company key, a UEI) and its
 * facts, key order fixed by the contract's field order.
 */
export const awardDigest = (companyKey: string, facts: AwardFacts) =>
  createHash("sha256")
    .update(JSON.stringify([companyKey, facts]))
    .digest("base64url")
    .slice(0, 22)

/**
 * Awards as third-party sources report them. Read-only for users: only reports record and amend them.
 * `marksOf` lets an import skip, a batch at a time, every report it already applied.
 */
export const createAwardsService = (deps: AwardsDeps) => {
  const commands = commandRunner(deps)

  return {
    marksOf: (db: Queryable, source: string, sourceKeys: readonly string[]) =>
      sourceMarks.marksOf(db, awardMarkScope(source), sourceKeys),

    /** The run saw these awards again, unchanged. */
    touch: (db: Queryable, source: string, sourceKeys: readonly string[], run: string) =>
      sourceMarks.touch(db, awardMarkScope(source), sourceKeys, run),

    /**
     * Records many awards no source reported before, in one statement (bulk imports): each is decided like
     * any report, on an empty stream. Answers their ids in the reports' order.
     */
    async recordNew(tx: Tx, reports: readonly AwardReport[], actorId?: string): Promise<string[]> {
      const writes = reports.map((report) => {
        const { digest: _d, asOf: _a, run: _r, ...reported } = report
        const awardId = commands.newId()
        const command = { type: "ReportAward", awardId, ...reported } as const
        return { awardId, streamId: awardStreamId(awardId), commands: [command] }
      })
      await commands.startAllIn(tx, awardDecider, writes, actorId)
      const bySource = new Map<string, Array<SourceMark & { key: string }>>()
      reports.forEach((report, i) => {
        const marks = bySource.get(report.source) ?? []
        marks.push({
          key: report.sourceKey,
          owner: writes[i]!.awardId,
          asOf: report.asOf,
          digest: report.digest,
          run: report.run,
        })
        bySource.set(report.source, marks)
      })
      for (const [source, marks] of bySource) await sourceMarks.markAll(tx, awardMarkScope(source), marks)
      return writes.map((write) => write.awardId)
    },

    /**
     * Many corrections of awards a source reported before (bulk imports), in the caller's transaction: one
     * read of their streams, one append for the amended ones, one statement for the marks. Each report must
     * differ from its held mark (the caller compared the digests); answers each one's outcome in order.
     */
    async reportChangesIn(
      tx: Tx,
      changes: ReadonlyArray<{ readonly report: AwardReport; readonly held: SourceMark }>,
      actorId?: string,
    ): Promise<AwardOutcome[]> {
      if (changes.length === 0) return []
      const decisions = await commands.runAllIn(
        tx,
        awardDecider,
        changes.map(({ report: { digest: _d, asOf: _a, run: _r, ...reported }, held }) => ({
          streamId: awardStreamId(held.owner),
          command: { type: "ReportAward", awardId: held.owner, ...reported } as const,
        })),
        actorId,
      )
      const bySource = new Map<string, Array<SourceMark & { key: string }>>()
      for (const { report, held } of changes) {
        const marks = bySource.get(report.source) ?? []
        marks.push({
          key: report.sourceKey,
          owner: held.owner,
          asOf: report.asOf,
          digest: report.digest,
          run: report.run,
        })
        bySource.set(report.source, marks)
      }
      for (const [source, marks] of bySource) await sourceMarks.markAll(tx, awardMarkScope(source), marks)
      return decisions.map((decision) => (decision.events.length > 0 ? "updated" : "unchanged"))
    },

    /**
     * Records or amends the award in the caller's transaction. `held` is the source's mark for the key, as
     * `marksOf` returned it for this batch: an identical report, or one older than what is held, changes
     * nothing; a different report of the same date or later is a correction and wins.
     */
    async reportAward(
      tx: Tx,
      report: AwardReport,
      held: SourceMark | undefined,
      actorId?: string,
    ): Promise<{ awardId: string; outcome: AwardOutcome }> {
      const { digest, asOf, run, ...reported } = report
      if (held && (held.digest === digest || asOf < held.asOf))
        return { awardId: held.owner, outcome: "unchanged" }
      const awardId = held?.owner ?? commands.newId()
      const result = await commands.run(
        awardDecider,
        awardStreamId(awardId),
        { type: "ReportAward", awardId, ...reported },
        actorId,
        { tx, fresh: held === undefined },
      )
      await sourceMarks.mark(tx, awardMarkScope(report.source), report.sourceKey, {
        owner: awardId,
        asOf,
        digest,
        run,
      })
      if (held === undefined) return { awardId, outcome: "new" }
      return { awardId, outcome: result.events.length > 0 ? "updated" : "unchanged" }
    },
  }
}

export type AwardsService = ReturnType<typeof createAwardsService>
