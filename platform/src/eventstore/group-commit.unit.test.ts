import { describe, expect, it } from "vitest"
import { createGroupCommit } from "./group-commit"

interface Item {
  readonly streamId: string
  readonly n: number
}

/** A committer whose writes end when the test says, recording what went out alone and what in groups. */
const harness = (maxInFlight: number, options: { failGroups?: boolean; maxGroup?: number } = {}) => {
  const writes: Array<{ kind: "single" | "group"; items: number[] }> = []
  const pending: Array<() => void> = []
  const later = () => new Promise<void>((resolve) => pending.push(resolve))
  const committer = createGroupCommit<Item, string>({
    maxInFlight,
    maxGroup: options.maxGroup ?? 100,
    single: async (item) => {
      writes.push({ kind: "single", items: [item.n] })
      await later()
      if (item.streamId === "bad") throw new Error(`single ${item.n} failed`)
      return `alone ${item.n}`
    },
    group: async (items) => {
      writes.push({ kind: "group", items: items.map((item) => item.n) })
      await later()
      if (options.failGroups) throw new Error("the statement failed")
      return items.map((item) =>
        item.streamId === "stale" ? new Error(`${item.n} conflicts`) : `grouped ${item.n}`,
      )
    },
  })
  /** Ends every write under way, and lets what that starts begin. */
  const finish = async () => {
    for (const resolve of pending.splice(0)) resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { committer, writes, finish }
}

describe("group commit", () => {
  it("writes a lone append at once, alone", async () => {
    const { committer, writes, finish } = harness(2)
    const answer = committer.run({ streamId: "a", n: 1 })
    expect(writes).toEqual([{ kind: "single", items: [1] }])
    await finish()
    expect(await answer).toBe("alone 1")
  })

  it("queues appends beyond the writes under way and sends them as one group when a write ends", async () => {
    const { committer, writes, finish } = harness(1)
    const answers = [1, 2, 3, 4].map((n) => committer.run({ streamId: `s${n}`, n }))
    expect(writes).toEqual([{ kind: "single", items: [1] }])
    await finish()
    expect(writes.at(-1)).toEqual({ kind: "group", items: [2, 3, 4] })
    await finish()
    expect(await Promise.all(answers)).toEqual(["alone 1", "grouped 2", "grouped 3", "grouped 4"])
  })

  it("puts one append per stream in a group; a stream's next append waits for the next group", async () => {
    const { committer, writes, finish } = harness(1)
    const answers = [
      committer.run({ streamId: "x", n: 1 }),
      committer.run({ streamId: "y", n: 2 }),
      committer.run({ streamId: "y", n: 3 }),
      committer.run({ streamId: "z", n: 4 }),
      committer.run({ streamId: "y", n: 5 }),
    ]
    await finish()
    expect(writes.at(-1)).toEqual({ kind: "group", items: [2, 4] })
    await finish()
    await finish()
    // 3 and 5 are both y's: one at a time, each alone
    expect(writes.map((write) => write.items)).toEqual([[1], [2, 4], [3], [5]])
    await finish()
    expect(await Promise.all(answers)).toHaveLength(5)
  })

  it("answers each append of a group with its own outcome", async () => {
    const { committer, finish } = harness(1)
    const first = committer.run({ streamId: "a", n: 1 })
    const ok = committer.run({ streamId: "b", n: 2 })
    const stale = committer.run({ streamId: "stale", n: 3 }).catch((error: Error) => error.message)
    await finish()
    await finish()
    expect(await first).toBe("alone 1")
    expect(await ok).toBe("grouped 2")
    expect(await stale).toBe("3 conflicts")
  })

  it("writes a group whose statement failed append by append, so only the guilty one fails", async () => {
    const { committer, writes, finish } = harness(1, { failGroups: true })
    const answers = [
      committer.run({ streamId: "a", n: 1 }),
      committer.run({ streamId: "b", n: 2 }),
      committer.run({ streamId: "bad", n: 3 }).catch((error: Error) => error.message),
      committer.run({ streamId: "c", n: 4 }),
    ]
    await finish()
    await finish()
    await finish()
    expect(writes.map((write) => write.kind)).toEqual(["single", "group", "single", "single", "single"])
    expect(await Promise.all(answers)).toEqual(["alone 1", "alone 2", "single 3 failed", "alone 4"])
  })

  it("keeps at most maxInFlight writes under way, and at most maxGroup appends in a group", async () => {
    const { committer, writes, finish } = harness(2, { maxGroup: 3 })
    const answers = Array.from({ length: 10 }, (_, i) => committer.run({ streamId: `s${i}`, n: i }))
    expect(writes).toEqual([
      { kind: "single", items: [0] },
      { kind: "single", items: [1] },
    ])
    await finish()
    expect(writes.slice(2)).toEqual([
      { kind: "group", items: [2, 3, 4] },
      { kind: "group", items: [5, 6, 7] },
    ])
    await finish()
    expect(writes.slice(4)).toEqual([{ kind: "group", items: [8, 9] }])
    await finish()
    expect(await Promise.all(answers)).toHaveLength(10)
  })
})
