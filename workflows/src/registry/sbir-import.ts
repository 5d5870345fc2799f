import { createHash, randomUUID } from "node:crypto"
import { AppError, type ImportJob, type ImportSummary, isAppError } from "@ignite/contracts"
import {
  type AwardReport,
  type AwardsService,
  awardDigest,
  isSbirRejection,
  readSbirFile,
  type SbirAward,
  type SbirRejection,
  sbirSource,
} from "@ignite/domain-awards"
import type { ListingsService } from "@ignite/domain-listings"
import { isNewerMark, type Logger, type SourceMark, type Sql, sourceMarks, type Tx } from "@ignite/platform"
import type { Registry } from "./registry"

/** Which company facts a source row last set, per UEI: newer rows win, replays change nothing. */
const companyMarkScope = `${sbirSource}/company`
/** A thousand companies' streams read and appended per transaction: well under a second on PostgreSQL. */
const defaultCompanyBatchSize = 1000
/** Rows from which an import refreshes the planner statistics of the log (an import of 10,000 rows appends ≈ 14,000 events). */
const analyzeAfterRows = 10_000
/** A batch whose streams another writer moved on runs again, read afresh; a few times at most. */
const conflictAttempts = 3

const retryOnConflict = async <T>(attempt: () => Promise<T>): Promise<T> => {
  for (let n = 1; ; n++)
    try {
      return await attempt()
    } catch (error) {
      if (!(isAppError(error) && error.code === "Conflict") || n >= conflictAttempts) throw error
    }
}

/** Rejections kept for the report; every one is counted. */
const keptRejections = 1000

export interface SbirImportOptions {
  /** Rows per transaction: larger is faster, smaller holds the embedded database's one connection shorter. */
  readonly batchSize?: number
  /**
   * Companies per transaction in the final phase (their newest rows). Bounded: a long transaction holds back
   * the xmin fence every projection reads behind, on the whole server.
   */
  readonly companyBatchSize?: number
  /** Rows from which the import ends by refreshing the log's planner statistics (ANALYZE). */
  readonly analyzeAfterRows?: number
  readonly actorId?: string
  readonly onProgress?: (progress: { summary: ImportSummary; bytesRead: number }) => void
}

/** The summary as an import counts it (mutable while it runs). */
type Tally = { -readonly [K in keyof ImportSummary]: ImportSummary[K] } & { rejections: SbirRejection[] }

const emptySummary = (): Tally => ({
  rows: 0,
  companiesNew: 0,
  companiesUpdated: 0,
  awardsNew: 0,
  awardsUpdated: 0,
  unchanged: 0,
  rejected: 0,
  rejections: [],
})

const companyDigest = (row: SbirAward) =>
  createHash("sha256")
    .update(JSON.stringify([row.company.name, row.company.contactEmail, row.company.profile]))
    .digest("base64url")
    .slice(0, 22)

/** One import's state: its id (source marks), counts, each company's newest row so far, the ones it created. */
interface Run {
  readonly id: string
  readonly summary: Tally
  readonly winners: Map<string, CompanyWinner>
  /** Companies this run registered: their final sync completes "new", it is not an update. */
  readonly created: Set<string>
  readonly actorId?: string
}

interface CompanyWinner {
  /** Only what the row says of the company: a million-row file keeps one per company until its end. */
  readonly row: Pick<SbirAward, "company">
  readonly asOf: string
  readonly digest: string
}

/** What the registry learns of a company from its newest row: its names and the profile the row gives. */
const registryEntry = ({ row: { company }, asOf }: CompanyWinner) => ({
  uniqueEntityId: company.uniqueEntityId,
  name: company.name,
  contactEmail: company.contactEmail,
  registry: { profile: company.profile, source: sbirSource, asOf },
})

/** Marks what this run applied of each company, under the account it landed in: a re-import skips it. */
const markCompaniesIn = (
  tx: Tx,
  winners: readonly CompanyWinner[],
  accounts: readonly { accountId: string }[],
  run: Run,
) =>
  sourceMarks.markAll(
    tx,
    companyMarkScope,
    winners.map(({ row, asOf, digest }, i) => ({
      key: row.company.uniqueEntityId,
      owner: accounts[i]!.accountId,
      asOf,
      digest,
      run: run.id,
    })),
  )

/**
 * SBIR.gov award files into the registry: each row registers the company when it is new (keyed by UEI, the
 * Contact Email its point of contact for claims) and records or amends the award, through the same commands
 * as any other change, a batch of rows per transaction. Once the file is read, each company's newest row
 * (latest award date; the digest breaks ties, so row order does not matter) updates its registry entry and
 * its storefront's profile. Source marks skip what a previous import already applied before any stream is
 * read, so importing the same file again appends nothing; a changed row appends only what changed.
 */
export const createSbirImports = (deps: {
  sql: Sql
  registry: Registry
  listings: ListingsService
  awards: AwardsService
  logger: Logger
}) => {
  const reject = (summary: Tally, rejection: SbirRejection) => {
    summary.rejected++
    if (summary.rejections.length < keptRejections) summary.rejections.push(rejection)
  }

  const applyBatch = async (batch: readonly SbirAward[], run: Run) => {
    const { summary, winners } = run
    // a key twice in one run is a duplicate row: the first stands, later ones are reported
    const firstLine = new Map<string, number>()
    const rows: SbirAward[] = []
    for (const row of batch) {
      const seen = firstLine.get(row.sourceKey)
      if (seen === undefined) {
        firstLine.set(row.sourceKey, row.line)
        rows.push(row)
      } else
        reject(summary, {
          line: row.line,
          reasons: [`the award of line ${seen} again (same agency and tracking number)`],
        })
    }
    const awardMarks = await deps.awards.marksOf(deps.sql, sbirSource, [...firstLine.keys()])
    const changed: Array<{ row: SbirAward; digest: string }> = []
    const unchanged: string[] = []
    for (const row of rows) {
      const held = awardMarks.get(row.sourceKey)
      if (held?.run === run.id) {
        reject(summary, {
          line: row.line,
          reasons: ["the award of an earlier row again (same agency and tracking number)"],
        })
        continue
      }
      const digest = awardDigest(row.company.uniqueEntityId, row.facts)
      if (held && (held.digest === digest || row.asOf < held.asOf)) unchanged.push(row.sourceKey)
      else changed.push({ row, digest })
    }
    for (const row of rows) {
      const candidate = { row: { company: row.company }, asOf: row.asOf, digest: companyDigest(row) }
      const uei = row.company.uniqueEntityId
      if (isNewerMark(candidate, winners.get(uei))) winners.set(uei, candidate)
    }
    summary.unchanged += unchanged.length
    await deps.awards.touch(deps.sql, sbirSource, unchanged, run.id)
    if (changed.length === 0) return

    await deps.sql.transaction(async (tx) => {
      const ueis = [...new Set(changed.map(({ row }) => row.company.uniqueEntityId))]
      const accountIds = await deps.registry.accountIdsOf(tx, ueis)
      const listingIds = await deps.listings.listingIdsOf(tx, [...accountIds.values()])
      const owners = new Map<string, { accountId: string; listingId: string }>()
      for (const [uei, accountId] of accountIds) {
        const listingId = listingIds.get(accountId)
        if (listingId) owners.set(uei, { accountId, listingId })
      }
      // a company registered before storefronts existed gets its storefront now
      for (const uei of accountIds.keys())
        if (!owners.has(uei)) {
          const { row } = run.winners.get(uei)!
          owners.set(uei, await deps.registry.registerCompanyIn(tx, { ...row.company }))
        }
      // companies seen for the first time: registered at once, with their newest row so far
      const newcomers = ueis.filter((uei) => !owners.has(uei))
      if (newcomers.length > 0) {
        const entries = newcomers.map((uei) => run.winners.get(uei)!)
        const registered = await deps.registry.registerNewCompaniesIn(tx, entries.map(registryEntry))
        await markCompaniesIn(tx, entries, registered, run)
        registered.forEach((owner, i) => {
          owners.set(newcomers[i]!, owner)
          run.created.add(newcomers[i]!)
        })
        summary.companiesNew += newcomers.length
      }
      const fresh: AwardReport[] = []
      const corrections: Array<{ report: AwardReport; held: SourceMark }> = []
      for (const { row, digest } of changed) {
        const owner = owners.get(row.company.uniqueEntityId)!
        const held = awardMarks.get(row.sourceKey)
        const report: AwardReport = {
          accountId: owner.accountId,
          listingId: owner.listingId,
          source: sbirSource,
          sourceKey: row.sourceKey,
          asOf: row.asOf,
          digest,
          run: run.id,
          facts: row.facts,
        }
        if (held) corrections.push({ report, held })
        else fresh.push(report)
      }
      // awards reported before, with a different digest: one read and one append for the lot
      for (const outcome of await deps.awards.reportChangesIn(tx, corrections, run.actorId))
        if (outcome === "updated") summary.awardsUpdated++
        else summary.unchanged++
      // awards no import reported before: one statement for the lot
      await deps.awards.recordNew(tx, fresh, run.actorId)
      summary.awardsNew += fresh.length
    })
  }

  /**
   * Each company's newest row of the file, where it differs from what the last import applied: a batch of
   * companies per transaction (one read of their streams, one append for the lot, one statement for their
   * marks). A storefront an owner changed meanwhile fails the batch's append; it runs again, read afresh.
   */
  const applyCompanies = async (winners: readonly CompanyWinner[], run: Run) => {
    const marks = await sourceMarks.marksOf(
      deps.sql,
      companyMarkScope,
      winners.map(({ row }) => row.company.uniqueEntityId),
    )
    const due = winners.filter(({ row, asOf, digest }) => {
      const held = marks.get(row.company.uniqueEntityId)
      return !held || (held.digest !== digest && asOf >= held.asOf)
    })
    if (due.length === 0) return
    const synced = await retryOnConflict(() =>
      deps.sql.transaction(async (tx) => {
        const companies = await deps.registry.syncCompaniesIn(tx, due.map(registryEntry))
        await markCompaniesIn(tx, due, companies, run)
        return companies
      }),
    )
    // counted once committed: a batch that ran again counts once
    due.forEach(({ row }, i) => {
      if (synced[i]!.changed && !run.created.has(row.company.uniqueEntityId)) run.summary.companiesUpdated++
    })
  }

  /** Imports a whole file, streaming it; a file without the award columns fails before any row. */
  const importFile = async (
    input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
    options: SbirImportOptions = {},
  ): Promise<ImportSummary> => {
    const batchSize = options.batchSize ?? 250
    const summary = emptySummary()
    const run: Run = {
      id: randomUUID(),
      summary,
      winners: new Map(),
      created: new Set(),
      actorId: options.actorId,
    }
    let bytesRead = 0
    async function* counted() {
      for await (const chunk of input) {
        bytesRead += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength
        yield chunk
      }
    }
    const report = () =>
      options.onProgress?.({ summary: { ...summary, rejections: [...summary.rejections] }, bytesRead })
    // The next batch is parsed while the last one is written (one at a time, in order: a batch's marks must
    // see the ones before it), so the parser and the database work at once. Measured: tools/bench/importer.
    let batch: SbirAward[] = []
    let writing: Promise<void> = Promise.resolve()
    const flush = async () => {
      const rows = batch
      batch = []
      await writing
      writing = rows.length > 0 ? applyBatch(rows, run).then(report) : Promise.resolve(report())
      // awaited at the next flush; handled now, so a failure while the parser runs is not an unhandled one
      writing.catch(() => {})
    }
    for await (const entry of readSbirFile(counted())) {
      if (entry.kind === "header") {
        if (entry.header.unknown.length > 0)
          deps.logger.info({ columns: entry.header.unknown }, "sbir import: columns ignored")
        continue
      }
      summary.rows++
      if (isSbirRejection(entry.row)) reject(summary, entry.row)
      else batch.push(entry.row)
      if (batch.length >= batchSize) await flush()
    }
    await flush()
    await writing
    // parse rejections and duplicates were found in parallel: the report lists them by line
    summary.rejections.sort((a, b) => a.line - b.line)
    const winners = [...run.winners.values()]
    const companyBatchSize = options.companyBatchSize ?? defaultCompanyBatchSize
    for (let i = 0; i < winners.length; i += companyBatchSize)
      await applyCompanies(winners.slice(i, i + companyBatchSize), run)
    // A large import grows the log faster than autovacuum refreshes its statistics (and a database may run
    // without it): the workers that build the award lists start at once, and with the planner blind to the
    // new rows a batch read of 500 took 0.8–6 s (a bitmap of every award left, sorted), 473 awards/s. Fresh
    // statistics: ≈ 10,000 awards/s. ANALYZE samples, so it takes about a second at any size.
    if (summary.rows >= (options.analyzeAfterRows ?? analyzeAfterRows)) await deps.sql.exec("analyze events")
    report()
    return summary
  }

  // The admin screen's imports: one at a time per process, followed by polling.
  const jobs = new Map<string, ImportJob>()
  let running: string | undefined

  return {
    importFile,

    /** Starts an import in the background and answers at once with its job (status running). */
    start(
      input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
      file: {
        fileName: string
        bytesTotal: number | null
        actorId: string
        /** Called once the import has ended, before the job says so (the upload's temporary file goes). */
        cleanup?: () => Promise<void>
      },
    ): ImportJob {
      if (running) throw new AppError("ImportInProgress")
      const id = randomUUID()
      let job: ImportJob = {
        id,
        fileName: file.fileName,
        status: "running",
        startedAt: new Date().toISOString(),
        finishedAt: null,
        bytesRead: 0,
        bytesTotal: file.bytesTotal,
        summary: emptySummary(),
        error: null,
      }
      jobs.set(id, job)
      running = id
      const finish = async (outcome: Partial<ImportJob>) => {
        await file.cleanup?.().catch(() => {})
        job = { ...job, ...outcome, finishedAt: new Date().toISOString() }
        jobs.set(id, job)
        running = undefined
      }
      importFile(input, {
        actorId: file.actorId,
        onProgress: ({ summary, bytesRead }) => {
          job = { ...job, summary, bytesRead }
          jobs.set(id, job)
        },
      }).then(
        (summary) => finish({ summary, status: "done", bytesRead: job.bytesTotal ?? job.bytesRead }),
        (error: unknown) => {
          const known = error instanceof AppError
          if (!known) deps.logger.error({ err: error, importId: id }, "sbir import failed")
          return finish({
            status: "failed",
            error: known
              ? error.message
              : "The import stopped on an unexpected error; the rows before it are saved.",
          })
        },
      )
      return job
    },

    job: (id: string) => jobs.get(id),
    /** Newest first. */
    jobs: () => [...jobs.values()].reverse(),
  }
}

export type SbirImports = ReturnType<typeof createSbirImports>
