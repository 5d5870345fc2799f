import { describe, expect, it } from "vitest"
import { createKeyedCache } from "./keyed-cache"

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe("keyed cache", () => {
  it("loads once, serves from memory, and loads again after an invalidation", async () => {
    const cache = createKeyedCache<string, number>({ maxAgeMs: 60_000, maxEntries: 10 })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get("a", load)).toBe(1)
    expect(await cache.get("a", load)).toBe(1)
    cache.invalidate("a")
    expect(await cache.get("a", load)).toBe(2)
  })

  it("never keeps a load that an invalidation overtook", async () => {
    const cache = createKeyedCache<string, string>({ maxAgeMs: 60_000, maxEntries: 10 })
    const slow = deferred<string>()
    const stale = cache.get("user", () => slow.promise)
    cache.invalidate("user") // a write lands while the old value is being read
    slow.resolve("old")
    expect(await stale).toBe("old")
    expect(await cache.get("user", async () => "new")).toBe("new")

    const again = deferred<string>()
    const overtaken = cache.get("user2", () => again.promise)
    cache.clear()
    again.resolve("old")
    await overtaken
    expect(await cache.get("user2", async () => "fresh")).toBe("fresh")
  })

  it("ages entries out and keeps at most maxEntries, dropping the oldest", async () => {
    let clock = 0
    const cache = createKeyedCache<number, number>({ maxAgeMs: 100, maxEntries: 2, now: () => clock })
    await cache.get(1, async () => 1)
    clock = 100
    expect(await cache.get(1, async () => 10)).toBe(10)
    await cache.get(2, async () => 2)
    await cache.get(3, async () => 3)
    expect(cache.size).toBe(2)
    expect(await cache.get(1, async () => 100)).toBe(100)
  })
})
