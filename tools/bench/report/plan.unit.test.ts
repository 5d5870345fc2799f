import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { benchmarks, selectBenchmarks } from "./plan"

const all = benchmarks({ databaseUrl: "postgres://db", natsUrl: "nats://bus" })

describe("the plan", () => {
  it("runs every benchmark of tools/bench", () => {
    // a benchmark is a folder of tools/bench with a main.ts; a new one not in the plan fails here
    const bench = join(import.meta.dirname, "..")
    const folders = readdirSync(bench, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(bench, entry.name, "main.ts")))
      .map((entry) => entry.name)
    expect(all.map((b) => b.name).sort()).toEqual(folders.sort())
    expect(folders).toContain("lighthouse")
  })

  it("measures append at 1, 16 and 64 writers and chat at 10, 50 and 200 conversations", () => {
    const values = (name: string, flag: string) =>
      all.find((b) => b.name === name)?.full.map((args) => args[args.indexOf(flag) + 1])
    expect(values("eventstore", "--writers")).toEqual(["1", "16", "64"])
    expect(values("chat", "--conversations")).toEqual(["10", "50", "200"])
  })

  it("keeps --only in the plan's order and refuses an unknown name", () => {
    expect(selectBenchmarks(all, ["web", "chat"]).map((b) => b.name)).toEqual(["chat", "web"])
    expect(selectBenchmarks(all, undefined)).toHaveLength(all.length)
    expect(() => selectBenchmarks(all, ["eventsore"])).toThrow(/unknown benchmark eventsore/)
  })
})
