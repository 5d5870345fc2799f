/**
 * Visibility check benchmark: what the marketplace side asks about a government caller before it answers
 * GET /api/v1/connect/listings/{id} (apps/gateway/src/listings/access.ts `visibleListing`), the way it was
 * (the whole government user read, for its visionUserId) against the way it is (`reads.visionLinked`, a hot
 * read), in one run on one system, alternating rounds. It runs the services in process, without HTTP: the
 * gateway's own cost (hooks, token, serialization) is the same either way and would only dilute the ratio.
 *
 *   npm run bench:visibility -- [--seconds S] [--rounds R] [--database-url URL]
 *
 * PGlite in memory by default; with --database-url, PostgreSQL in a schema of its own (dropped at the end).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { seedDemoData, signLatestPolicies } from "@ignite/demo"
import { loadConfig, silentLogger } from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import { type Services, startSystem } from "@ignite/wiring"
import pg from "pg"
import { type ResultRow, resultRow, writeResult } from "../report/result"

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    "database-url": { type: "string" },
  },
})
const seconds = Number(values.seconds)
const rounds = Number(values.rounds)
const databaseUrl = values["database-url"]

/** A published VISION-only storefront and a government user linked to VISION, who may see it. */
const setUp = async (services: Services) => {
  const uniqueEntityId = "BENCHVIS0001"
  const { accountId } = await services.companies.registry.registerCompany({
    uniqueEntityId,
    name: "Bench Visibility Co",
    contactEmail: "owner@bench-visibility.test",
  })
  const listingId = (await services.storefronts.reads.listingOfAccount(accountId)).id
  await services.storefronts.listings.publish(listingId, "bench", true)
  await services.platform.sql.transaction((tx) =>
    services.storefronts.listings.setVisionOnly(tx, listingId, "bench", true),
  )
  const { userId } = await services.identity.users.createUser({
    email: "gov@bench-visibility.test",
    password: "Bench-Secret-1!",
    firstName: "Bench",
    lastName: "Gov",
    roles: ["gov"],
  })
  await signLatestPolicies(services, userId)
  await services.platform.sql.transaction((tx) =>
    services.govUsers.users.linkVisionIn(tx, userId, {
      visionUserId: "vision-bench",
      email: "gov@bench-visibility.test",
      firstName: "Bench",
      lastName: "Gov",
      position: null,
      organization: null,
      emailValid: true,
    }),
  )
  return { listingId, userId }
}

/** Runs `work` one call after another for the given time: calls per second. */
const rate = async (work: () => Promise<unknown>, ms: number) => {
  const until = performance.now() + ms
  let calls = 0
  while (performance.now() < until) {
    await work()
    calls++
  }
  return calls / (ms / 1000)
}

const dropBenchSchema = async (url: string, schema: string) => {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await admin.end()
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ignite-bench-visibility-"))
  const schema = databaseUrl ? uniqueSchema("bench_vis") : undefined
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    RUN_WORKERS: "false",
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-bench-secret-bench-secret",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
  })
  const system = await startSystem(config, silentLogger, { inMemory: !databaseUrl, demoData: seedDemoData })
  try {
    const { services } = system
    const { listingId, userId } = await setUp(services)
    const gov = { roles: ["gov"] }

    // the check as visibleListing made it before: the whole government user, for one field
    const linkedBefore = async () =>
      Boolean(
        (await services.govUsers.reads.govUser(userId).catch(() => undefined))?.govUserExtendedData
          ?.visionUserId,
      )
    const linkedAfter = () => services.govUsers.reads.visionLinked(userId)
    /** The marketplace rule for this listing and caller (domain-listings' canSeeListing, pure and cheap). */
    const visible = (listing: { isPublished: boolean; isOnlyVisionVisible: boolean }, linked: boolean) =>
      listing.isPublished && (!listing.isOnlyVisionVisible || linked)
    // the whole marketplace check, as access.ts composes it, before and after
    const checkBefore = async () => {
      const listing = await services.storefronts.reads.listing(listingId)
      const me = await services.identity.reads.currentUser(userId)
      const visionLinked = gov.roles.includes("gov") ? await linkedBefore() : false
      if (!(me.accountId === listing.accountId || visible(listing, visionLinked)))
        throw new Error("not visible")
    }
    const checkAfter = async () => {
      const listing = await services.storefronts.reads.listing(listingId)
      const [me, visionLinked] = await Promise.all([
        services.identity.reads.currentUser(userId),
        gov.roles.includes("gov") ? linkedAfter() : false,
      ])
      if (!(me.accountId === listing.accountId || visible(listing, visionLinked)))
        throw new Error("not visible")
    }

    const cases: Array<[string, () => Promise<unknown>]> = [
      ["VISION link, before: govReads.govUser", linkedBefore],
      ["VISION link, after: reads.visionLinked", linkedAfter],
      ["listing + visibility check, before", checkBefore],
      ["listing + visibility check, after", checkAfter],
      // what no visibility check can save: the storefront's own read
      ["listing alone (reads.listing)", () => services.storefronts.reads.listing(listingId)],
    ]
    if (!(await linkedBefore()) || !(await linkedAfter())) throw new Error("the bench user is not linked")
    console.log(
      `driver ${databaseUrl ? "pg" : "pglite"}, ${rounds} rounds of ${seconds} s per case, alternating; median calls/s`,
    )
    for (const [, work] of cases) await rate(work, 300) // warm-up: caches, JIT, prepared plans
    const results = new Map<string, number[]>(cases.map(([name]) => [name, []]))
    for (let round = 0; round < rounds; round++)
      for (const [name, work] of cases) results.get(name)!.push(await rate(work, seconds * 1000))

    const rows: ResultRow[] = []
    const row = (name: string, baseline: string) => {
      const perSecond = median(results.get(name)!)
      const ratio = perSecond / median(results.get(baseline)!)
      if (name !== baseline)
        rows.push(
          resultRow({
            benchmark: "visibility",
            measure: name,
            size: databaseUrl ? "pg" : "pglite",
            value: perSecond,
            unit: "calls/s",
            baseline: { name: baseline, value: median(results.get(baseline)!) },
          }),
        )
      console.log(
        `${name.padEnd(42)} ${perSecond.toFixed(0).padStart(9)} /s ${(1e6 / perSecond).toFixed(1).padStart(9)} µs   x${ratio.toFixed(2)} vs before`,
      )
    }
    row(cases[0]![0], cases[0]![0])
    row(cases[1]![0], cases[0]![0])
    row(cases[2]![0], cases[2]![0])
    row(cases[3]![0], cases[2]![0])
    row(cases[4]![0], cases[2]![0])
    writeResult("visibility", rows)
  } finally {
    await system.close()
    // on the benchmark's own --database-url: the testing helper drops on DATABASE_URL only, so a run given
    // the URL as a flag left its schema behind
    if (schema && databaseUrl) await dropBenchSchema(databaseUrl, schema)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
