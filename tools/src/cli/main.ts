import { createWriteStream, statSync } from "node:fs"
import { createInterface } from "node:readline/promises"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import {
  CheckGovEmailQuery,
  CreateUserInput,
  decodeInput,
  isAppError,
  RegisterAccountInput,
} from "@ignite/contracts"
import { createVisionTokens, defaultVisionTokenTtlSeconds, visionKeyFrom } from "@ignite/domain-govusers"
import { loadConfig, loadJwtSecret } from "@ignite/platform"
import { SingleBar } from "cli-progress"
import { Command, Option } from "commander"
import { CliError, connect, type Operations } from "./connection"
import { eventLine, importSummaryText, projectionTable, verifyReportText } from "./format"
import { generateActivity, generateAwards, generateGovUsers, wholeNumber } from "./generate"

const program = new Command()
  .name("ignite")
  .description(
    "Operate Ignite: projections and the event log.\nWorks against a running server, PostgreSQL (DATABASE_URL) or the embedded data directory.",
  )
  .addOption(new Option("--server <url>", "talk to this running server"))
  .addOption(new Option("--data-dir <dir>", "embedded data directory").env("DATA_DIR"))
  .option("--json", "print JSON instead of text")
  .showHelpAfterError()

const withOperations = async (run: (ops: Operations, json: boolean) => Promise<void>) => {
  const options = program.opts<{ server?: string; dataDir?: string; json?: boolean }>()
  const config = loadConfig({
    ...process.env,
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    LOG_LEVEL: "silent",
  })
  const ops = await connect(config, options.server)
  if (!options.json) console.error(ops.description)
  try {
    await run(ops, Boolean(options.json))
  } finally {
    await ops.close()
  }
}

/** One line typed by the operator, for a confirmation. */
const prompt = async (question: string) => {
  const readline = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return await readline.question(question)
  } finally {
    readline.close()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const projections = program.command("projections").description("read models built from the event log")

projections
  .command("status")
  .description("each projection's version, status and lag (events and seconds behind)")
  .action(() =>
    withOperations(async (ops, json) => {
      const { projections: rows, fence } = await ops.status()
      console.log(json ? JSON.stringify(rows, null, 2) : projectionTable(rows))
      // what holds the async ones back, when something does (stderr: --json's output stays the rows)
      if (fence)
        console.error(
          `Waiting on a write transaction open for ${fence.transactionSeconds.toFixed(1)} s (backend pid ${fence.pid}${fence.applicationName ? `, ${fence.applicationName}` : ""}, ${fence.state}): async read models, the relay and live pushes hold until it ends.`,
        )
    }),
  )

projections
  .command("rebuild")
  .argument("<name>", "projection name (see `projections status`)")
  .description("rebuild from the first event into new tables while the old ones serve, then swap")
  .action((name: string) =>
    withOperations(async (ops, json) => {
      const { build } = await ops.rebuild(name)
      const bar = json
        ? undefined
        : new SingleBar({ format: `${name} build ${build} [{bar}] {percentage}% | {value}/{total} events` })
      let total = 0
      const working = ops.work(name)
      for (;;) {
        const rows = (await ops.status()).projections.filter((p) => p.name === name)
        const building = rows.find((p) => p.status === "building")
        if (!building) break
        const active = rows.find((p) => p.status === "active")
        total = Math.max(
          total,
          building.eventsBehind,
          (active?.position ?? 0) > 0 ? building.eventsBehind : 0,
        )
        if (bar) {
          if (!bar.isActive) bar.start(Math.max(total, 1), 0)
          bar.setTotal(Math.max(total, 1))
          bar.update(Math.max(0, total - building.eventsBehind))
        }
        await sleep(250)
      }
      await working
      if (bar?.isActive) {
        bar.update(bar.getTotal())
        bar.stop()
      }
      console.log(
        json ? JSON.stringify({ name, build, status: "active" }) : `${name}: build ${build} is active.`,
      )
    }),
  )

for (const [action, description] of [
  ["pause", "stop an async projection's folding (its reads keep serving; its lag grows)"],
  ["resume", "restart a paused projection's folding"],
] as const)
  projections
    .command(action)
    .argument("<name>", "projection name (see `projections status`)")
    .description(description)
    .action((name: string) =>
      withOperations(async (ops, json) => {
        const rows = await ops[action](name)
        console.log(json ? JSON.stringify(rows, null, 2) : projectionTable(rows))
      }),
    )

projections
  .command("verify")
  .argument("<name>", "projection name (see `projections status`)")
  .description(
    "rebuild into shadow tables and report every row that differs from the live read model (exit code 1 if any)",
  )
  .action((name: string) =>
    withOperations(async (ops, json) => {
      const report = await ops.verify(name)
      console.log(json ? JSON.stringify(report, null, 2) : verifyReportText(report))
      if (!report.ok) process.exitCode = 1
    }),
  )

program
  .command("replay")
  .description(
    "build a projection as it stood at a past moment into a scratch schema, to look at locally (the live one is untouched)",
  )
  .requiredOption("--projection <name>", "projection name (see `projections status`)")
  .requiredOption("--until <time>", "the moment, ISO 8601 (2026-03-01T12:00:00Z)")
  .action((options: { projection: string; until: string }) =>
    withOperations(async (ops, json) => {
      const until = new Date(options.until)
      if (Number.isNaN(until.getTime()))
        throw new CliError(`--until: ${options.until} is not a date and time`)
      const report = await ops.replay(options.projection, until)
      console.log(
        json
          ? JSON.stringify(report, null, 2)
          : [
              `${report.name} v${report.version} as of ${report.until}: ${report.events} events folded into schema ${report.schema}`,
              ...report.tables.map((table) => `  ${report.schema}.${table.table}: ${table.rows} rows`),
              `Look: select * from ${report.schema}.${report.tables[0]?.table ?? "<table>"}; drop it when done: drop schema ${report.schema} cascade`,
            ].join("\n"),
      )
    }),
  )

const users = program.command("users").description("people who sign in")

users
  .command("create")
  .description("create a confirmed user of a role (admin, gov, ignite)")
  .requiredOption("--email <email>")
  .requiredOption("--password <password>", "must meet the password rules")
  .requiredOption("--role <role...>", "admin, gov and/or ignite")
  .option("--first-name <name>", "first name", "New")
  .option("--last-name <name>", "last name", "User")
  .option("--unconfirmed", "send a confirmation mail instead of confirming at once")
  .action(
    (options: {
      email: string
      password: string
      role: string[]
      firstName: string
      lastName: string
      unconfirmed?: boolean
    }) =>
      withOperations(async (ops, json) => {
        const input = decodeInput(CreateUserInput, {
          email: options.email,
          password: options.password,
          firstName: options.firstName,
          lastName: options.lastName,
          roles: options.role,
          confirmed: !options.unconfirmed,
        })
        const { userId } = await ops.createUser(input)
        console.log(
          json
            ? JSON.stringify({ userId, email: input.email })
            : `Created ${input.roles.join("+")} user ${input.email} (${userId}).`,
        )
      }),
  )

users
  .command("erase")
  .argument("<email>", "the person's sign-in address")
  .description(
    "forget a person (docs/privacy.md): their personal fields unreadable in every event and read model, their sign-in gone, their sessions ended. Not undone",
  )
  .option("--yes", "do not ask for confirmation")
  .action((email: string, options: { yes?: boolean }) =>
    withOperations(async (ops, json) => {
      if (!options.yes) {
        const answer = await prompt(
          `Erase every personal detail of ${email}? This cannot be undone. Type "erase": `,
        )
        if (answer.trim() !== "erase") throw new CliError("Nothing erased.")
      }
      const erased = await ops.eraseUser(email)
      console.log(
        json
          ? JSON.stringify(erased)
          : `Erased user ${erased.userId}. Rebuilt to hold them as erased: ${erased.rebuilding.join(", ")}.`,
      )
    }),
  )

const accounts = program.command("accounts").description("company accounts")

accounts
  .command("register")
  .description("register a company from the government registry (again: records what changed)")
  .requiredOption("--uei <uniqueEntityId>", "the company's Unique Entity Id (12 letters and digits)")
  .requiredOption("--name <name>", "the company's name")
  .requiredOption("--contact-email <email>", "the registry's point of contact, who may claim the account")
  .action((options: { uei: string; name: string; contactEmail: string }) =>
    withOperations(async (ops, json) => {
      const input = decodeInput(RegisterAccountInput, {
        uniqueEntityId: options.uei,
        name: options.name,
        contactEmail: options.contactEmail,
      })
      const { accountId, created } = await ops.registerAccount(input)
      console.log(
        json
          ? JSON.stringify({ accountId, created, uniqueEntityId: input.uniqueEntityId })
          : `${created ? "Registered" : "Updated"} ${input.name} (${input.uniqueEntityId}) as account ${accountId}.`,
      )
    }),
  )

const imports = program.command("import").description("data from third-party sources")

imports
  .command("sbir-awards")
  .argument("<file>", "an SBIR.gov award export (CSV, any size: it is streamed)")
  .description(
    "register the file's companies with their storefronts and record their awards; importing a file again changes nothing",
  )
  .action((file: string) =>
    withOperations(async (ops, json) => {
      const size = statSync(file, { throwIfNoEntry: false })?.size
      if (size === undefined) throw new Error(`No such file: ${file}`)
      const bar = json
        ? undefined
        : new SingleBar({
            format: "importing [{bar}] {percentage}% | {rows} rows, {awards} awards new, {rejected} rejected",
          })
      bar?.start(Math.max(size, 1), 0, { rows: 0, awards: 0, rejected: 0 })
      const startedAt = Date.now()
      const summary = await ops.importSbirAwards(file, ({ bytesRead, summary: s }) =>
        bar?.update(bytesRead, { rows: s.rows, awards: s.awardsNew, rejected: s.rejected }),
      )
      bar?.update(Math.max(size, 1), {
        rows: summary.rows,
        awards: summary.awardsNew,
        rejected: summary.rejected,
      })
      bar?.stop()
      if (json) return console.log(JSON.stringify(summary, null, 2))
      const seconds = (Date.now() - startedAt) / 1000
      console.log(importSummaryText(summary, seconds))
    }),
  )

const demo = program.command("demo").description("demo and benchmark data")

demo
  .command("load")
  .description(
    "the demo data of a fresh start (users, companies, storefronts, awards) into an empty database",
  )
  .action(() =>
    withOperations(async (ops, json) => {
      const { loaded } = await ops.loadDemo()
      console.log(
        json
          ? JSON.stringify({ loaded })
          : loaded
            ? "Loaded the demo data: sign in as admin@ignite.local, gov@ignite.local or company@ignite.local (Ignite123!)."
            : "The database already has users: demo data goes only into an empty one.",
      )
    }),
  )

demo
  .command("generate")
  .description(
    "deterministic volume for benchmarks: companies with storefronts and awards through the importer (--companies 0: none), government users through sign-up's commands, a year of their activity (--activity)",
  )
  .option("--companies <n>", "companies", "1000")
  .option("--awards <n>", "awards (at least one per company)", "10000")
  .option("--seed <n>", "the same seed gives the same data", "1")
  .option("--months <n>", "awards dated over this many months back", "60")
  .option(
    "--gov-users <n>",
    "government users with profiles, signed up and signed in over the last 12 months (0: none)",
    "0",
  )
  .option(
    "--activity",
    "then a year of activity among the seed's government users: sign-ins, storefront views, threads and replies",
  )
  .action(
    (options: {
      companies: string
      awards: string
      seed: string
      months: string
      govUsers: string
      activity?: boolean
    }) =>
      withOperations(async (ops, json) => {
        const companies = wholeNumber(options.companies, "companies")
        const awards = companies === 0 ? 0 : Math.max(companies, wholeNumber(options.awards, "awards"))
        const seed = wholeNumber(options.seed, "seed")
        const govUsers = wholeNumber(options.govUsers, "gov-users")
        // --json: the import summary as before, with the government users' counts beside it when asked for
        const summary =
          companies > 0
            ? await generateAwards(ops, json, { companies, awards, seed, months: options.months })
            : {}
        const generated =
          govUsers > 0 ? { govUsers: await generateGovUsers(ops, json, { count: govUsers, seed }) } : {}
        const activity = options.activity ? { activity: await generateActivity(ops, json, seed) } : {}
        if (json) console.log(JSON.stringify({ ...summary, ...generated, ...activity }, null, 2))
      }),
  )

const vision = program.command("vision").description("the VISION partner program (docs/vision.md)")

vision
  .command("token")
  .description(
    "mint a partner token (q) as VISION would, under VISION_KEY (or the key derived for development)",
  )
  .requiredOption("--email <email>", "the person's email; the token is bound to it")
  .option("--vision-user-id <id>", "the person's id in VISION", "")
  .option("--first-name <name>", "first name", "Val")
  .option("--last-name <name>", "last name", "Vision")
  .option("--position <position>", "position or title", "Program Manager")
  .option("--organization <organization>", "organisation", "Army")
  .option("--email-unverified", "VISION has not verified the address (Ignite then mails a confirmation)")
  .option("--ttl <seconds>", "how long the token lasts", String(defaultVisionTokenTtlSeconds))
  .action(
    async (options: {
      email: string
      visionUserId: string
      firstName: string
      lastName: string
      position: string
      organization: string
      emailUnverified?: boolean
      ttl: string
    }) => {
      const { json, dataDir } = program.opts<{ json?: boolean; dataDir?: string }>()
      const config = loadConfig({
        ...process.env,
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        LOG_LEVEL: "silent",
      })
      const email = decodeInput(CheckGovEmailQuery, { email: options.email }).email
      const ttl = Number(options.ttl)
      if (!Number.isInteger(ttl) || ttl < 1) throw new Error("--ttl must be a whole number of seconds")
      const tokens = createVisionTokens(visionKeyFrom(config.visionKey, loadJwtSecret(config)))
      const q = await tokens.mint(
        {
          visionUserId: options.visionUserId || `vision-${email}`,
          email,
          firstName: options.firstName,
          lastName: options.lastName,
          position: options.position,
          organization: options.organization,
          emailValid: !options.emailUnverified,
        },
        ttl,
      )
      const url = `${config.publicUrl}/signup_or_signin?q=${q}`
      console.log(json ? JSON.stringify({ q, url, expiresInSeconds: ttl }) : `${q}\n\nOpen: ${url}`)
    },
  )

program
  .command("backup")
  .argument("<dir>", "a new folder to write the backup into")
  .description(
    "back up what cannot be derived again: the event log, the keys that seal personal data, identity's records beside the log, reactors' progress and the stored files (read models are rebuilt on restore)",
  )
  .action((dir: string) =>
    withOperations(async (ops, json) => {
      const manifest = await ops.backup(dir)
      console.log(
        json
          ? JSON.stringify(manifest)
          : `Backed up ${manifest.events} events, ${manifest.tables.length} tables and ${manifest.files} files into ${dir}.`,
      )
    }),
  )

program
  .command("restore")
  .argument("<dir>", "a folder written by ignite backup")
  .description("restore a backup into an empty database and files folder, then rebuild every read model")
  .action((dir: string) =>
    withOperations(async (ops, json) => {
      const report = await ops.restore(dir)
      console.log(
        json
          ? JSON.stringify(report)
          : `Restored ${report.events} events, ${report.tables} tables and ${report.files} files; rebuilt ${report.rebuilt.length} read models.`,
      )
    }),
  )

const events = program.command("events").description("the event log")

events
  .command("stream")
  .argument("<streamId>", "for example listing-<id>")
  .description("every event of one stream, oldest first")
  .action((streamId: string) =>
    withOperations(async (ops, json) => {
      const list = await ops.stream(streamId)
      console.log(json ? JSON.stringify(list, null, 2) : list.map(eventLine).join("\n"))
    }),
  )

events
  .command("export")
  .description("the log, oldest first, as NDJSON (one event per line, as stored), streamed; filters combine")
  .option("--type <types>", "event types, comma-separated")
  .option("--stream-type <type>", "for example listing")
  .option("--stream-id <id>", "for example listing-<id>")
  .option("--actor <id>", "who caused them")
  .option("--correlation <id>", "one request's events and what they set off")
  .option("--from <time>", "recorded at or after (ISO 8601)")
  .option("--to <time>", "recorded before (ISO 8601)")
  .option("-o, --out <file>", "write to this file instead of standard output")
  .action(
    (options: {
      type?: string
      streamType?: string
      streamId?: string
      actor?: string
      correlation?: string
      from?: string
      to?: string
      out?: string
    }) =>
      withOperations(async (ops) => {
        const query = Object.fromEntries(
          Object.entries({
            eventTypes: options.type,
            streamType: options.streamType,
            streamId: options.streamId,
            actorId: options.actor,
            correlationId: options.correlation,
            from: options.from,
            to: options.to,
          }).filter((entry): entry is [string, string] => entry[1] !== undefined),
        )
        const out = options.out ? createWriteStream(options.out) : process.stdout
        await pipeline(Readable.from(ops.exportEvents(query)), out)
        if (options.out) console.error(`written to ${options.out}`)
      }),
  )

events
  .command("tail")
  .description("the latest committed events; --follow keeps printing new ones")
  .option("-n, --limit <n>", "how many of the latest events to show first", "20")
  .option("-f, --follow", "keep waiting for new events (Ctrl-C to stop)")
  .action((options: { limit: string; follow?: boolean }) =>
    withOperations(async (ops, json) => {
      const limit = Math.min(Math.max(Number.parseInt(options.limit, 10) || 20, 1), 1000)
      const print = (list: readonly Parameters<typeof eventLine>[0][]) => {
        for (const event of list) console.log(json ? JSON.stringify(event) : eventLine(event))
      }
      // Walk to the end, keeping only the last `limit` events, with a progress bar on a long log.
      const { eventCount } = await ops.status()
      const bar =
        !json && eventCount > 5000
          ? new SingleBar({ format: "reading the log [{bar}] {value}/{total}" })
          : undefined
      bar?.start(eventCount, 0)
      let cursor = ""
      let seen = 0
      let window: Parameters<typeof eventLine>[0][] = []
      for (;;) {
        const page = await ops.tail(cursor, 1000)
        if (page.events.length === 0) break
        seen += page.events.length
        bar?.update(Math.min(seen, eventCount))
        window = [...window, ...page.events].slice(-limit)
        cursor = page.cursor
      }
      bar?.stop()
      print(window)
      let stopped = false
      process.once("SIGINT", () => {
        stopped = true
      })
      while (options.follow && !stopped) {
        const page = await ops.tail(cursor, 1000)
        print(page.events)
        cursor = page.cursor
        if (page.events.length === 0) await sleep(1000)
      }
    }),
  )

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (isAppError(error) && error.details?.length)
    console.error(
      `${error.message}\n${error.details.map((d) => `  ${d.path || "value"}: ${d.message}`).join("\n")}`,
    )
  else console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
