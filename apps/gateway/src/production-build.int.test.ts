import { type ChildProcess, execFile, spawn } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import {
  dropSchema,
  freePort,
  testDatabaseUrl,
  testNatsUrl,
  uniqueSchema,
  waitFor,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const run = promisify(execFile)
const repoRoot = resolve(import.meta.dirname, "../../..")
const id = uniqueSchema("prod")
// inside the repository, at the depth of dist/server: the bundle finds npm packages in the root's node_modules
const scratch = join(repoRoot, ".tmp", id)
const outdir = join(scratch, "server")
const webDist = join(scratch, "web")
const admin = { email: "admin@prod-build.test", password: "Prod-build-1!" }

/** What production requires (platform/src/config.ts), none of it a sample value. */
const productionEnv: Record<string, string> = {
  PATH: process.env.PATH ?? "",
  NODE_ENV: "production",
  JWT_SECRET: `prod-build-${id}-${"x".repeat(24)}`,
  VISION_KEY: Buffer.alloc(32, 7).toString("base64"),
  PUBLIC_URL: "https://ignite.example",
  // nothing listens there: start-up does not connect to SMTP, and this test sends no mail
  SMTP_URL: "smtp://127.0.0.1:9",
  HOST: "127.0.0.1",
  WEB_DIST: webDist,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: "silent",
  ...(testDatabaseUrl()
    ? { DATABASE_URL: testDatabaseUrl()!, DATABASE_SCHEMA: id }
    : { DATA_DIR: join(scratch, "data") }),
  ...(testNatsUrl() ? { NATS_URL: testNatsUrl()! } : {}),
}

/** A built file run by plain node, as `npm run start:prod` does: no tsx, no loader, no NODE_OPTIONS. */
const start = (file: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, [join(outdir, file)], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk) => {
    stdout += String(chunk)
  })
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk)
  })
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

const stop = async (started: { child: ChildProcess; exited: Promise<number | null> }) => {
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill("SIGTERM")
  return started.exited
}

/**
 * Issue 23: the server compiled by `npm run build:server` (tools/scripts/build-server.mjs) and run with node,
 * under the production guards of issue 26. Built into .tmp rather than dist/server, so a build someone is
 * running is never replaced under it; the web app is a stand-in page (building it is `build:web`'s job and
 * takes a minute).
 */
describe("the production build (node dist/server/*.mjs, NODE_ENV=production)", () => {
  let gateway: ReturnType<typeof start> | undefined

  beforeAll(async () => {
    mkdirSync(webDist, { recursive: true })
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Ignite stand-in</title>")
    const { stdout } = await run(process.execPath, ["tools/scripts/build-server.mjs", "--outdir", outdir], {
      cwd: repoRoot,
    })
    expect(stdout).toContain("gateway.mjs")
  }, 60_000)

  afterAll(async () => {
    if (gateway) await stop(gateway)
    await dropSchema(id)
    rmSync(scratch, { recursive: true, force: true })
  })

  it("serves the API, the web app and its own assets from plain node, and stops on SIGTERM", async () => {
    const port = await freePort()
    gateway = start("gateway.mjs", { ...productionEnv, PORT: String(port) })
    const url = `http://127.0.0.1:${port}`
    const ready = await waitFor(
      async () => {
        if (gateway!.child.exitCode !== null)
          throw new Error(`the gateway exited with ${gateway!.child.exitCode}: ${gateway!.stderr()}`)
        const answer = await fetch(`${url}/readyz`).catch(() => undefined)
        return answer?.ok ? answer.json() : undefined
      },
      { timeoutMs: 45_000, intervalMs: 200, message: "the built gateway to be ready" },
    )
    expect(ready).toMatchObject({
      status: "ready",
      driver: testDatabaseUrl() ? "pg" : "pglite",
      bus: testNatsUrl() ? "nats" : "in-process",
    })

    // plain node: the command line is node and the bundle, nothing loaded before it
    const argv = readFileSync(`/proc/${gateway.child.pid}/cmdline`, "utf8").split("\0").filter(Boolean)
    expect(argv).toEqual([process.execPath, join(outdir, "gateway.mjs")])

    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" })
    const settings = await fetch(`${url}/api/v1/site_settings`)
    expect(settings.status).toBe(200)
    expect(await settings.json()).toMatchObject({ captcha: { mode: "altcha" } })

    // the admin created from ADMIN_EMAIL signs in: the native argon2 addon, the database and the JWT key at work
    const signIn = await fetch(`${url}/api/v1/users/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: admin }),
    })
    expect(signIn.status).toBe(200)
    const token = signIn.headers.get("authorization")!.slice("Bearer ".length)
    const current = await fetch(`${url}/api/v1/current_user`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await current.json()).toMatchObject({ error: "MissingTermsPrivacy", status: 401 })

    // files looked up relative to npm packages (swagger-ui-dist) and to WEB_DIST still resolve once bundled
    expect((await fetch(`${url}/api/docs/assets/swagger-ui.css`)).status).toBe(200)
    const deepLink = await fetch(`${url}/storefront/1/edit`)
    expect(await deepLink.text()).toContain("Ignite stand-in")
    expect(deepLink.headers.get("content-security-policy")).toContain("default-src 'self'")
    // production hides the developer pages
    expect((await fetch(`${url}/dev/mail`)).status).toBe(404)

    // the operator CLI, built beside it, reads the same system (through the server on the embedded database)
    const status = await run(
      process.execPath,
      [join(outdir, "ignite.mjs"), "--json", "projections", "status"],
      {
        cwd: repoRoot,
        env: productionEnv,
      },
    )
    const projections = JSON.parse(status.stdout) as { name: string }[]
    expect(projections.map((projection) => projection.name)).toContain("current_users")

    expect(await stop(gateway)).toBe(0)
  }, 60_000)

  it("refuses a sample JWT secret: exits 1 naming it, before listening", async () => {
    const refused = start("gateway.mjs", {
      ...productionEnv,
      PORT: String(await freePort()),
      JWT_SECRET: "change-me-to-a-long-random-secret",
    })
    expect(await refused.exited).toBe(1)
    expect(refused.stderr()).toContain("Ignite will not start in production until it is configured")
    expect(refused.stderr()).toContain("JWT_SECRET is a sample value")
    // the operator reads the problem, not a stack trace
    expect(refused.stderr()).not.toMatch(/^\s+at /m)
  }, 30_000)

  it("refuses a short JWT secret and a missing SMTP_URL, each named", async () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv
    const refused = start("gateway.mjs", { ...withoutSmtp, JWT_SECRET: "too-short" })
    expect(await refused.exited).toBe(1)
    expect(refused.stderr()).toContain("JWT_SECRET must be at least 32 characters")
    expect(refused.stderr()).toContain("SMTP_URL is required")
  }, 30_000)

  // the same test in both CI passes, answering for the driver it is given
  it("runs the worker on PostgreSQL, and on the embedded database refuses it as the sources do", async () => {
    const worker = start("worker.mjs", { ...productionEnv, LOG_LEVEL: "info" })
    if (testDatabaseUrl()) {
      await waitFor(() => worker.stdout().includes("worker started"), {
        timeoutMs: 30_000,
        intervalMs: 100,
        message: `the built worker to start (${worker.stderr()})`,
      })
      expect(await stop(worker)).toBe(0)
    } else {
      expect(await worker.exited).toBe(1)
      expect(worker.stderr()).toContain("The worker needs DATABASE_URL")
    }
  }, 45_000)
})
