/**
 * One target of the gateway benchmark, in a process of its own: the whole app (as `startApp` composes it for
 * production) or a bare Fastify server replaying the app's answers. Once it is ready it writes one JSON line,
 * `{ "url", "token"? }`, to file descriptor 3; stdout stays free for the app's request log, which the
 * benchmark sends to /dev/null. SIGTERM or SIGINT closes it.
 *
 *   node --import tsx tools/bench/gateway/serve.ts app --data-dir DIR [--database-url URL --schema S] 3>&1
 *   node --import tsx tools/bench/gateway/serve.ts bare --answers FILE 3>&1
 *
 * This is the only file that starts the app: when the composition moves, only its import changes.
 */
import { writeSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { type Services, startApp } from "@ignite/gateway"
import { loadConfig } from "@ignite/platform"
import { Command, Option } from "commander"
import Fastify from "fastify"

/** An answer of the app as the bare server replays it: the body's exact bytes, base64. */
export interface Answer {
  readonly path: string
  readonly contentType: string
  readonly body: string
}

export interface Ready {
  readonly url: string
  /** The signed-in bench user's session token (app only). */
  readonly token?: string
}

const readyFd = 3
const benchUser = {
  email: "bench@ignite.test",
  password: "Bench-Secret-1!",
  firstName: "Bench",
  lastName: "User",
  roles: ["ignite" as const],
}

const announce = (ready: Ready) => {
  try {
    writeSync(readyFd, `${JSON.stringify(ready)}\n`)
  } catch (error) {
    throw new Error(`serve.ts reports readiness on fd ${readyFd}: run it with 3>&1`, { cause: error })
  }
}

const closeOnSignal = (close: () => Promise<void>) => {
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

const poll = async <T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await attempt()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The app with its production request logging (LOG_LEVEL info, to stdout) and a signed-in user. */
const serveApp = async (options: {
  dataDir: string
  databaseUrl?: string
  schema?: string
  logLevel: "info" | "silent"
}) => {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: options.logLevel,
    DEMO_DATA: "false",
    DATA_DIR: options.dataDir,
    JWT_SECRET: "bench-secret-bench-secret-bench-secret",
    // no built web app: the measured routes are API routes either way
    WEB_DIST: join(options.dataDir, "no-web-dist"),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  })
  const running = await startApp(config, { schema: options.schema })
  closeOnSignal(() => running.close())
  try {
    announce({ url: running.url, token: await signedInUser(running.url, running.services) })
  } catch (error) {
    await running.close()
    throw error
  }
}

/** A confirmed user who has signed the policies in force, signed in over HTTP like a client: the token. */
const signedInUser = async (url: string, { identity, policies }: Services): Promise<string> => {
  const { userId } = await identity.createUser(benchUser)
  for (const unsigned of await policies.unsignedDocumentsFor(userId))
    await policies.sign(userId, unsigned.kind, unsigned.document.id)

  const signIn = await fetch(`${url}/api/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: benchUser.email, password: benchUser.password } }),
  })
  const authorization = signIn.headers.get("authorization")
  if (signIn.status !== 200 || !authorization?.startsWith("Bearer "))
    throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`)
  const token = authorization.slice("Bearer ".length)
  // Projections run in the background: ready once the new user's own answer is there.
  await poll("GET /api/v1/current_user to answer 200", async () => {
    const me = await fetch(`${url}/api/v1/current_user`, { headers: { authorization } })
    await me.arrayBuffer()
    return me.status === 200 ? true : undefined
  })
  return token
}

/** Fastify 5 with its defaults (no logger), one route per answer, the same bytes and content type. */
const serveBare = async (answersFile: string) => {
  const answers = JSON.parse(await readFile(answersFile, "utf8")) as Answer[]
  const app = Fastify()
  for (const answer of answers) {
    const body = Buffer.from(answer.body, "base64")
    app.get(answer.path, async (_request, reply) => reply.type(answer.contentType).send(body))
  }
  await app.listen({ port: 0, host: "127.0.0.1" })
  closeOnSignal(() => app.close())
  const address = app.server.address()
  if (typeof address !== "object" || !address) throw new Error("bare server has no address")
  announce({ url: `http://127.0.0.1:${address.port}` })
}

const program = new Command().name("serve").description("one target of the gateway benchmark")

program
  .command("app")
  .description("the app from startApp, on PGlite in --data-dir or on PostgreSQL with --database-url")
  .requiredOption("--data-dir <dir>", "fresh directory for the app's data (PGlite's files, keys)")
  .option("--database-url <url>", "PostgreSQL instead of PGlite")
  .option("--schema <schema>", "PostgreSQL schema to create and use")
  .addOption(new Option("--log-level <level>", "request log").choices(["info", "silent"]).default("info"))
  .action(serveApp)

program
  .command("bare")
  .description("a bare Fastify server replaying captured answers")
  .requiredOption("--answers <file>", "JSON array of { path, contentType, body (base64) }")
  .action((options: { answers: string }) => serveBare(options.answers))

await program.parseAsync()
