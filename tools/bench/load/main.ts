/**
 * A mixed workload at a steady rate (open loop) against the app as `npm start` runs it: government users
 * browse storefronts and search, government and company users chat with a socket each, company users edit
 * their artifacts, demo users sign in. Prints p50/p99 and errors per kind, the gateway's RSS, the database's
 * connections and the projections' lag; then checks that nothing was lost: every message reached the other
 * participant's socket and its thread, every edit its artifact's stream and both reads of it.
 *
 *   npm run bench:load -- [--seconds 600] [--rate 20] [--database-url URL --nats-url URL]
 *
 * Exit code 1 on any error (a 429 included) or anything lost. See README.md.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { dirname, resolve } from "node:path"
import { Command, InvalidArgumentError } from "commander"
import { startDemoApp, stopCurrentTarget } from "../gateway/target"
import { writeResult } from "../report/result"
import { percentile } from "../search/load"
import { type Actors, closeSockets, prepareActors } from "./actors"
import { missingMessages, settle, unseenEdits } from "./after-run"
import { type Sample, startMonitor } from "./monitor"
import { openLoop, weightedTurns } from "./open-loop"
import { chatPlan, createTally, createWorkload, type Kind, kinds, mix, shareOf } from "./workload"

interface Options {
  readonly seconds: number
  readonly rate: number
  readonly warmup?: number
  readonly maxLag?: number
  readonly databaseUrl?: string
  readonly natsUrl?: string
  readonly out: string
}

const positive = (value: string) => {
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed <= 0) throw new InvalidArgumentError("a number > 0")
  return parsed
}
const wholeNumber = (value: string) => {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new InvalidArgumentError("a whole number ≥ 0")
  return parsed
}

const options = new Command()
  .name("bench:load")
  .option("--seconds <s>", "timed load, after the warm-up", wholeNumber, 600)
  // 20 requests a second keeps the 2-core machine at about half its capacity with the bench itself on it
  .option("--rate <n>", "requests per second, all kinds together", positive, 20)
  .option("--warmup <s>", "untimed load first (default: a tenth of --seconds, 5 to 30 s)", wholeNumber)
  .option("--max-lag <s>", "fail when a projection falls this many seconds behind while timed", positive)
  .option("--database-url <url>", "PostgreSQL instead of the embedded default")
  .option("--nats-url <url>", "NATS JetStream instead of the in-process bus (with --database-url)")
  .option("--out <file>", "where the JSON result goes", ".tmp/bench-load.json")
  .parse()
  .opts<Options>()

const jwtSecret = "bench-secret-bench-secret-bench-secret"
const warmupSeconds = options.warmup ?? Math.min(30, Math.max(5, Math.round(options.seconds / 10)))
const sampleEveryMs = 5_000
const settleTimeoutMs = 60_000

const stats = (values: readonly number[]) => {
  const sorted = Float64Array.from(values).sort()
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}
const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1)).padStart(8)
const range = (values: readonly number[]) => ({ min: Math.min(...values), max: Math.max(...values) })

const labels: Record<Kind, string> = {
  browse: "browse",
  search: "search",
  chat: "chat (answer)",
  edit: "edit",
  signIn: "sign-in",
}

const main = async () => {
  const setting = `${options.databaseUrl ? "PostgreSQL" : "PGlite"} + ${options.natsUrl ? "NATS" : "in-process bus"}`
  console.log(`starting the app (${setting}, demo data) …`)
  const startedAt = performance.now()
  const app = await startDemoApp({ name: "bench_load", jwtSecret, ...options })
  let actors: Actors | undefined
  try {
    const { url } = app
    console.log(`ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; preparing the users …`)
    actors = await prepareActors(url, jwtSecret, (companies) => chatPlan(options.rate, companies).govUsers)
    console.log(
      `${actors.conversations.length} government users in conversation with ${actors.companies.length} companies, ${actors.targets.length} artifacts to edit, ${actors.listingIds.length} storefronts to browse, ${actors.signInEmails.length} demo users to sign in`,
    )
    const monitor = await startMonitor({
      url,
      pid: app.pid,
      jwtSecret,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      everyMs: sampleEveryMs,
    })
    // the demo's own events first: the timed lag is the workload's, not the seeding's
    const seeded = await settle(url, jwtSecret, settleTimeoutMs)
    console.log(`read models caught up with the demo data in ${seeded.seconds.toFixed(1)} s`)
    const tally = createTally()
    const workload = createWorkload(url, actors, options.rate, tally)
    const nextKind = weightedTurns(mix)

    console.log(`warm-up: ${options.rate} requests/s for ${warmupSeconds} s …`)
    await openLoop(options.rate, warmupSeconds, (t0) => workload.run(nextKind(), t0, false))
    monitor.enter("timed")
    await monitor.sampleNow()
    console.log(`timed: ${options.rate} requests/s for ${options.seconds} s …`)
    const loop = await openLoop(options.rate, options.seconds, (t0) => workload.run(nextKind(), t0, true))
    await monitor.sampleNow()
    monitor.enter("settle")
    const load = loadavg()
    // the last pushes (each waited for at most 10 s), then the read models, then the reads
    await Promise.all(workload.pushes)
    const settled = await settle(url, jwtSecret, settleTimeoutMs)
    await monitor.stop()
    const chat = await missingMessages(url, actors)
    const edits = await unseenEdits(url, jwtSecret, actors)

    const timed = monitor.samples.filter((s) => s.phase === "timed")
    const rss = range(timed.map((s) => s.rssMb))
    const connections = timed.some((s) => s.connections !== undefined)
      ? range(timed.map((s) => s.connections!))
      : undefined
    const appConnections = connections ? range(timed.map((s) => s.appConnections!)) : undefined
    const worstLag = timed.reduce<Sample | undefined>(
      (worst, s) => (!worst || s.lagSeconds > worst.lagSeconds ? s : worst),
      undefined,
    )
    const lagEvents = Math.max(0, ...timed.map((s) => s.lagEvents))
    const errors = kinds.reduce((sum, k) => sum + tally.kinds[k].errors, 0) + monitor.errors.length
    const lagTooHigh = options.maxLag !== undefined && (worstLag?.lagSeconds ?? 0) > options.maxLag
    const failures = [
      ...(errors > 0 ? [`${errors} errors`] : []),
      ...(tally.lostPushes > 0 ? [`${tally.lostPushes} pushes lost`] : []),
      ...(chat.missing.length > 0 ? [`${chat.missing.length} messages missing from their threads`] : []),
      ...(edits.unseen.length > 0 ? [`${edits.unseen.length} edits not seen`] : []),
      ...(settled.behind.length > 0
        ? [`projections still behind after the run: ${settled.behind.join(", ")}`]
        : []),
      ...(lagTooHigh ? [`projection lag ${worstLag!.lagSeconds.toFixed(1)} s > ${options.maxLag} s`] : []),
    ]

    console.log(
      `\n${setting}, ${cpus().length} cores, load average ${load.map((l) => l.toFixed(2)).join(" ")}; ` +
        `${loop.started} requests in ${loop.scheduledSeconds.toFixed(1)} s (${(loop.started / loop.scheduledSeconds).toFixed(1)}/s) after ${warmupSeconds} s of warm-up; latencies in ms from each request's scheduled start`,
    )
    console.log("kind             share       n   p50 ms   p99 ms  errors")
    for (const kind of kinds) {
      const s = stats(tally.kinds[kind].latencies)
      console.log(
        `${labels[kind].padEnd(16)} ${`${Math.round(shareOf(kind) * 100)}%`.padStart(5)} ${String(s.n).padStart(7)} ${ms(s.p50)} ${ms(s.p99)} ${String(tally.kinds[kind].errors).padStart(7)}`,
      )
    }
    const push = stats(tally.pushLatencies)
    console.log(
      `${"chat (push)".padEnd(16)} ${"".padStart(5)} ${String(push.n).padStart(7)} ${ms(push.p50)} ${ms(push.p99)} ${String(tally.lostPushes).padStart(7)} lost (no push within 10 s)`,
    )
    if (monitor.errors.length > 0) console.log(`operator status samples failed: ${monitor.errors.length}`)
    const first = timed[0]
    const last = timed.at(-1)
    console.log(
      `gateway RSS: ${first?.rssMb.toFixed(0)} MB at the start, ${last?.rssMb.toFixed(0)} MB at the end (min ${rss.min.toFixed(0)}, max ${rss.max.toFixed(0)}; ${timed.length} samples, every ${sampleEveryMs / 1000} s)`,
    )
    if (connections && appConnections)
      console.log(
        `PostgreSQL connections, the app's: ${first?.appConnections} at the start, ${last?.appConnections} at the end (min ${appConnections.min}, max ${appConnections.max}); ` +
          `the database's, anyone's: ${first?.connections} at the start, ${last?.connections} at the end (min ${connections.min}, max ${connections.max})`,
      )
    console.log(
      `projection lag: at most ${(worstLag?.lagSeconds ?? 0).toFixed(1)} s${worstLag?.lagging ? ` (${worstLag.lagging})` : ""}, ${lagEvents} events`,
    )
    console.log(
      `after the run: projections caught up in ${settled.seconds.toFixed(1)} s; ${chat.sent} messages acknowledged, ${chat.sent - chat.missing.length} in their threads; ${edits.acknowledged} edits acknowledged, ${edits.unseen.length} not seen`,
    )
    for (const kind of kinds)
      for (const message of tally.kinds[kind].firstErrors) console.log(`  ${labels[kind]} error: ${message}`)
    for (const message of [...tally.firstLost, ...monitor.errors.slice(0, 5)]) console.log(`  ${message}`)
    for (const message of [...chat.missing, ...edits.unseen].slice(0, 10)) console.log(`  ${message}`)

    const out = resolve(options.out)
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          when: new Date().toISOString(),
          setting,
          cores: cpus().length,
          loadAverage: load,
          rate: options.rate,
          seconds: options.seconds,
          warmupSeconds,
          requests: loop.started,
          kinds: Object.fromEntries(
            kinds.map((kind) => [
              kind,
              {
                share: shareOf(kind),
                ...stats(tally.kinds[kind].latencies),
                errors: tally.kinds[kind].errors,
                firstErrors: tally.kinds[kind].firstErrors,
              },
            ]),
          ),
          chatPush: { ...push, lost: tally.lostPushes, firstLost: tally.firstLost },
          rssMb: { start: first?.rssMb, end: last?.rssMb, ...rss },
          ...(connections
            ? {
                postgresConnections: { start: first?.connections, end: last?.connections, ...connections },
                appConnections: {
                  start: first?.appConnections,
                  end: last?.appConnections,
                  ...appConnections,
                },
              }
            : {}),
          projectionLag: {
            maxSeconds: worstLag?.lagSeconds ?? 0,
            projection: worstLag?.lagging,
            maxEvents: lagEvents,
          },
          afterRun: {
            settleSeconds: settled.seconds,
            stillBehind: settled.behind,
            messagesAcknowledged: chat.sent,
            messagesMissing: chat.missing,
            editsAcknowledged: edits.acknowledged,
            editsUnseen: edits.unseen,
          },
          statusErrors: monitor.errors,
          samples: monitor.samples,
          failures,
        },
        null,
        2,
      )}\n`,
    )
    const size = `${options.rate}/s for ${options.seconds} s`
    writeResult("load", [
      ...kinds.map((kind) => ({
        benchmark: "load",
        measure: `${labels[kind]} p99`,
        size,
        value: stats(tally.kinds[kind].latencies).p99,
        unit: "ms",
        goal: { text: "no errors", met: tally.kinds[kind].errors === 0 },
      })),
      {
        benchmark: "load",
        measure: "chat push p99",
        size,
        value: push.p99,
        unit: "ms",
        goal: { text: "none lost", met: tally.lostPushes === 0 },
      },
      {
        benchmark: "load",
        measure: "projection lag, worst",
        size,
        value: worstLag?.lagSeconds ?? 0,
        unit: "s",
      },
      {
        benchmark: "load",
        measure: "failures",
        size,
        value: failures.length,
        unit: "",
        goal: { text: "none (errors, lost events, lag)", met: failures.length === 0 },
        ...(failures.length > 0 ? { note: `MISSED: ${failures.join("; ").slice(0, 120)}` } : {}),
      },
    ])
    console.log(
      failures.length === 0 ? `\nPASS (${options.out})` : `\nFAIL: ${failures.join("; ")} (${options.out})`,
    )
    return failures.length === 0
  } finally {
    closeSockets(actors)
    await app.stop()
  }
}

process.on("SIGINT", () => {
  void stopCurrentTarget().then(() => process.exit(130))
})
// exit at once: keep-alive connections and timers of the client must not hold the process open
process.exit((await main()) ? 0 : 1)
