import { rm } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { embeddedCliEnv, runCliJson } from "./testing/cli-env"

/**
 * `ignite demo generate … --activity` as an operator types it, against an embedded data folder of its own
 * (whichever driver the suite runs on: the loader itself is tested on both in tools/src/demo/activity.int.test.ts).
 */
describe("ignite demo generate --activity", () => {
  it("the CLI flag: companies, government users and their year in one command; run again, nothing new", async () => {
    const cli = new URL("../../bin/ignite.mjs", import.meta.url).pathname
    const cliDataDir = ".tmp/cli-demo-activity"
    const env = embeddedCliEnv(cliDataDir)
    const run = () =>
      runCliJson<{
        activity: { total: number; skipped: number; published: number; views: number; actions: number }
      }>(
        cli,
        [
          "demo",
          "generate",
          "--companies",
          "20",
          "--awards",
          "20",
          "--gov-users",
          "30",
          "--seed",
          "6",
          "--activity",
        ],
        env,
      )
    try {
      const first = (await run()).activity
      expect(first).toMatchObject({ total: 30, skipped: 0, published: 4 })
      expect(first.views).toBeGreaterThan(50)
      expect((await run()).activity).toMatchObject({
        total: 30,
        skipped: 30,
        published: 0,
        views: 0,
        actions: 0,
      })
    } finally {
      await rm(cliDataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
