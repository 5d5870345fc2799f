import { rm } from "node:fs/promises"
import { afterAll, describe, expect, it } from "vitest"
import { embeddedCliEnv, runCliJson } from "./testing/cli-env"

const cli = new URL("../../bin/ignite.mjs", import.meta.url).pathname
const dataDir = ".tmp/cli-gov-users"
// an embedded database of its own: the generated users never reach a shared one
const env = embeddedCliEnv(dataDir)

const generate = (seed: number) =>
  runCliJson<{ govUsers: { done: number; created: number; skipped: number } }>(
    cli,
    ["demo", "generate", "--companies", "0", "--gov-users", "30", "--seed", String(seed)],
    env,
  )

describe("ignite demo generate --gov-users", () => {
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it("signs up a seeded set once: loading it again adds nobody, another seed adds its own", async () => {
    await rm(dataDir, { recursive: true, force: true })
    expect((await generate(4)).govUsers).toMatchObject({ done: 30, created: 30, skipped: 0 })
    expect((await generate(4)).govUsers).toMatchObject({ done: 30, created: 0, skipped: 30 })
    expect((await generate(5)).govUsers).toMatchObject({ created: 30 })
  }, 120_000)
})
