/**
 * Matchmaking relevance benchmark (issue 24, "judged, not assumed"): for each government user of the relevance
 * set, the companies `GET /api/v1/matches/companies` ranks for them against the companies a person expected
 * (relevance-set.ts), beside a baseline measured in the same run: a plain full-text search of the user's
 * problem statement through the marketplace search. Prints precision@5 and nDCG@10 of both, their ratio, and
 * the matches call's latency.
 *
 *   npm run bench:matches -- [--verbose] [--repeat 5] [--storefronts N] [--database-url URL]
 *
 * The app runs as `npm start` runs it (its own process and data folder, demo data on). See README.md.
 */
import { createJwtKeys } from "@ignite/platform"
import { Command } from "commander"
import { wholeNumber } from "../bench-options"
import { startDemoApp, stopCurrentTarget } from "../gateway/target"
import { writeResult } from "../report/result"
import type { Grades } from "./metrics"
import { judgedCompanies, relevanceSet } from "./relevance-set"
import { type ProfileResult, printReport, type Ranked } from "./report"
import { statementQuery } from "./statement-query"
import { loadStorefronts } from "./storefronts"

interface Options {
  readonly verbose?: boolean
  readonly repeat: number
  readonly storefronts: number
  readonly databaseUrl?: string
  readonly natsUrl?: string
}

const options = new Command()
  .name("bench:matches")
  .option("--verbose", "a row per government user, with the first five of each ranking")
  .option("--repeat <n>", "matches calls per user, all timed (the first one is judged)", wholeNumber(1), 5)
  .option("--storefronts <n>", "this many more published storefronts (scale mode)", wholeNumber(0), 0)
  .option("--database-url <url>", "PostgreSQL instead of the embedded default")
  .option("--nats-url <url>", "NATS JetStream instead of the in-process bus (with --database-url)")
  .parse()
  .opts<Options>()

const jwtSecret = "bench-secret-bench-secret-bench-secret"
const demoPassword = "Ignite123!"
const matchesLimit = 10
const catchUpLimitSeconds = 30 * 60

const call = async (url: string, token: string, path: string) => {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown, text }
}

const must = async <T>(url: string, token: string, path: string) => {
  const answer = await call(url, token, path)
  if (answer.status !== 200)
    throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`)
  return answer.body as T
}

/** Sign-ins are limited per address: each user signs in from an address of its own (a trusted proxy's). */
const signIn = async (url: string, email: string, address: string) => {
  const response = await fetch(`${url}/api/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ user: { email, password: demoPassword } }),
  })
  if (!response.ok)
    throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`)
  return response.headers.get("authorization")!.slice("Bearer ".length)
}

interface Hit {
  readonly id: string
  readonly name: string
}

/** Every judged company's listing id, found by its UEI as a VISION user (who sees the VISION-only one too). */
const resolveListings = async (url: string, visionToken: string) => {
  const ids = new Map<string, string>()
  for (const [key, company] of Object.entries(judgedCompanies)) {
    const page = await must<{ data: Hit[] }>(
      url,
      visionToken,
      `/api/v1/connect/listings?listingIdentifier=${company.uniqueEntityId}&perPage=5`,
    )
    if (page.data.length !== 1)
      throw new Error(
        `${company.name} (${company.uniqueEntityId}) found ${page.data.length} storefronts, not 1`,
      )
    ids.set(key, page.data[0]!.id)
  }
  return ids
}

/** The operator's view of the read models: the benchmark waits until every one has folded the whole log. */
const waitForReadModels = async (url: string) => {
  const operator = await createJwtKeys(new TextEncoder().encode(jwtSecret)).sign(
    { sub: "bench", roles: ["operator"] },
    3_600,
  )
  const startedAt = performance.now()
  for (;;) {
    const status = await must<{ projections: { name: string; eventsBehind: number; status: string }[] }>(
      url,
      operator,
      "/api/v1/status",
    )
    const behind = status.projections.filter((p) => p.eventsBehind > 0 || p.status !== "active")
    const seconds = (performance.now() - startedAt) / 1000
    if (behind.length === 0) return seconds
    if (seconds > catchUpLimitSeconds)
      throw new Error(
        `read models still behind after ${catchUpLimitSeconds} s: ${behind.map((p) => `${p.name} (${p.eventsBehind} events, ${p.status})`).join(", ")}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}

type MatchesAnswer = { status: "ok"; ranked: Ranked; ms: number } | { status: number; text: string }

const askMatches = async (url: string, token: string): Promise<MatchesAnswer> => {
  const t0 = performance.now()
  const answer = await call(url, token, `/api/v1/matches/companies?limit=${matchesLimit}`)
  const ms = performance.now() - t0
  if (answer.status !== 200) return { status: answer.status, text: answer.text.slice(0, 200) }
  const matches = (
    answer.body as { matches: { listingId: string; name?: string; score?: number; reason?: string }[] }
  ).matches
  return {
    status: "ok",
    ms,
    ranked: {
      ids: matches.map((m) => m.listingId),
      names: matches.map((m) => m.name ?? m.listingId),
      why: matches.map((m) => `${m.score ?? "?"} — ${m.reason ?? ""}`),
    },
  }
}

const main = async () => {
  console.log(
    `starting the app (${options.databaseUrl ? "PostgreSQL" : "PGlite"}, demo data${options.storefronts ? `, ${options.storefronts} more published storefronts` : ""}) …`,
  )
  const startingAt = performance.now()
  const app = await startDemoApp({
    name: "bench_matches",
    jwtSecret,
    databaseUrl: options.databaseUrl,
    natsUrl: options.natsUrl,
    prepare: options.storefronts
      ? (env) => loadStorefronts(env, options.storefronts, (line) => console.log(`  ${line}`))
      : undefined,
    // the app seeds the demo data while its workers fold the volume's events (100k storefronts: several
    // minutes on two cores), and answers /readyz once seeded
    ...(options.storefronts ? { readyWithinMs: 60 * 60 * 1000 } : {}),
  })
  const startedIn = (performance.now() - startingAt) / 1000
  try {
    const { url } = app
    const caughtUp = await waitForReadModels(url)
    console.log(
      `the app was ready in ${startedIn.toFixed(0)} s${options.storefronts ? " (loading the storefronts included)" : ""}; its read models caught up ${caughtUp.toFixed(0)} s later`,
    )
    const visionToken = await signIn(url, "vision@ignite.local", "10.66.0.1")
    const listingIds = await resolveListings(url, visionToken)
    const companyOf = new Map([...listingIds].map(([key, id]) => [id, key]))

    const results: ProfileResult[] = []
    const latencies: number[] = []
    const searchLatencies: number[] = []
    let unavailable: { status: number; text: string } | undefined
    for (const [i, profile] of relevanceSet.entries()) {
      const token = await signIn(url, profile.email, `10.66.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`)
      const grades: Grades = new Map(
        profile.expected.map((judgment) => [listingIds.get(judgment.company)!, judgment.grade]),
      )
      const me = await must<{ govUserExtendedData: { profileDetail: string | null } | null }>(
        url,
        token,
        "/api/v1/current_user?eager=govUserExtendedData",
      )
      const query = statementQuery(me.govUserExtendedData?.profileDetail ?? "")
      const searchedAt = performance.now()
      const found = await must<{ data: Hit[] }>(
        url,
        token,
        `/api/v1/connect/listings?${new URLSearchParams({ searchListings: query, perPage: String(matchesLimit) })}`,
      )
      searchLatencies.push(performance.now() - searchedAt)
      const baseline = { ids: found.data.map((hit) => hit.id), names: found.data.map((hit) => hit.name) }
      let matches: Ranked | undefined
      for (let r = 0; r < options.repeat && !unavailable; r++) {
        const answer = await askMatches(url, token)
        if (answer.status !== "ok") unavailable = answer
        else {
          latencies.push(answer.ms)
          if (r === 0) matches = answer.ranked
        }
      }
      results.push({ profile, grades, query, baseline, matches })
    }
    const rows = printReport({
      results,
      latencies,
      searchLatencies,
      unavailable,
      companyOf,
      verbose: options.verbose === true,
      storefronts: options.storefronts,
      limit: matchesLimit,
    })
    writeResult("matches", rows)
  } finally {
    await app.stop()
  }
}

process.on("SIGINT", () => {
  void stopCurrentTarget().then(() => process.exit(130))
})
await main()
