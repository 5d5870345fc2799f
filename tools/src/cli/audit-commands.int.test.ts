import { execFile } from "node:child_process"
import { readFile, rm } from "node:fs/promises"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useBuiltCli } from "./testing/built-cli"
import { embeddedCliEnv } from "./testing/cli-env"

const run = promisify(execFile)
const dataDir = ".tmp/cli-audit-commands"
// an embedded database of its own, opened directly (no server holds it)
const env = embeddedCliEnv(dataDir)
// compiled once: this file starts the CLI a dozen times (tools/bin/ignite.mjs, through tsx, is the demo tests')
const cli = useBuiltCli()
const ignite = async (...args: string[]) => (await run("node", [cli, ...args], { env })).stdout

/**
 * The operator's commands of issues 22 and 26 against an embedded database: export, verify, pause, resume,
 * replay, backup and restore, erase.
 */
describe("ignite events export, projections verify|pause|resume, replay, backup, restore, users erase", () => {
  beforeAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
    await ignite(
      "users",
      "create",
      "--email",
      "cli.audit@test.ignite.local",
      "--password",
      "Secret123!",
      "--first-name",
      "Cli",
      "--last-name",
      "Audit",
      "--role",
      "gov",
    )
  }, 120_000)
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it("exports the filtered log as NDJSON, oldest first, as stored", async () => {
    const out = `${dataDir}/export.ndjson`
    await ignite("events", "export", "--type", "UserRegistered", "--out", out)
    const lines = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      eventType: "UserRegistered",
      data: { email: "cli.audit@test.ignite.local" },
    })
  }, 180_000)

  it("verifies a read model against its rebuild, and pauses and resumes an async one", async () => {
    const report = JSON.parse(await ignite("--json", "projections", "verify", "current_users"))
    expect(report).toMatchObject({
      name: "current_users",
      ok: true,
      tables: [{ table: "current_users", liveRows: 1 }],
    })
    const paused = JSON.parse(await ignite("--json", "projections", "pause", "analytics"))
    expect(paused).toEqual([expect.objectContaining({ name: "analytics", paused: true })])
    const resumed = JSON.parse(await ignite("--json", "projections", "resume", "analytics"))
    expect(resumed).toEqual([expect.objectContaining({ name: "analytics", paused: false })])
    await expect(ignite("projections", "pause", "current_users")).rejects.toMatchObject({
      stderr: expect.stringContaining("cannot be paused"),
    })
  }, 180_000)

  it("replays a projection as of a moment into a scratch schema", async () => {
    const report = JSON.parse(
      await ignite("--json", "replay", "--projection", "current_users", "--until", new Date().toISOString()),
    )
    expect(report).toMatchObject({ name: "current_users", tables: [{ table: "current_users", rows: 1 }] })
    expect(report.schema).toMatch(/^replay_current_users_\d{17}_[a-z0-9]+$/)
  }, 180_000)

  it("backs up and restores into a fresh data folder, where the person reads as before", async () => {
    const folder = `${dataDir}-backup`
    const restoredDir = `${dataDir}-restored`
    await rm(folder, { recursive: true, force: true })
    await rm(restoredDir, { recursive: true, force: true })
    try {
      const manifest = JSON.parse(await ignite("--json", "backup", folder))
      expect(manifest.events).toBeGreaterThan(0)
      const inRestored = async (...args: string[]) =>
        (await run("node", [cli, ...args], { env: { ...env, DATA_DIR: restoredDir } })).stdout
      const report = JSON.parse(await inRestored("--json", "restore", folder))
      expect(report).toMatchObject({ events: manifest.events })
      expect(report.rebuilt).toContain("current_users")
      const out = `${restoredDir}/registered.ndjson`
      await inRestored("events", "export", "--type", "UserRegistered", "--out", out)
      expect(JSON.parse((await readFile(out, "utf8")).trim())).toMatchObject({
        data: { email: "cli.audit@test.ignite.local" },
      })
      // a second restore finds the log full and changes nothing
      await expect(inRestored("restore", folder)).rejects.toMatchObject({
        stderr: expect.stringContaining("already holds events"),
      })
    } finally {
      await rm(folder, { recursive: true, force: true })
      await rm(restoredDir, { recursive: true, force: true })
    }
  }, 120_000)

  it("erases a person by their address, and their address signs in no more", async () => {
    const erased = JSON.parse(
      await ignite("--json", "users", "erase", "cli.audit@test.ignite.local", "--yes"),
    )
    expect(erased.rebuilding).toContain("current_users")
    const out = `${dataDir}/after.ndjson`
    await ignite("events", "export", "--type", "UserRegistered", "--out", out)
    const [registered] = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
    expect(registered).toMatchObject({ data: { email: null }, personal: { state: "erased" } })
    await expect(ignite("users", "erase", "cli.audit@test.ignite.local", "--yes")).rejects.toMatchObject({
      stderr: expect.stringContaining("There is no user with that address."),
    })
  }, 180_000)
})
