import { describe, expect, it } from "vitest"
import { benchmarks, selectBenchmarks } from "./plan"

const all = benchmarks({ databaseUrl: "postgres://db", natsUrl: "nats://bus" })

describe("the plan", () => {
  it("runs every benchmark of tools/bench", () => {
    expect(all.map((b) => b.name).sort()).toEqual(
      [
        "analytics",
        "chat",
        "eventstore",
        "gateway",
        "importer",
        "load",
        "matches",
        "scaleout",
        "search",
        "subscriptions",
        "visibility",
        "web",
      ].sort(),
    )
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
