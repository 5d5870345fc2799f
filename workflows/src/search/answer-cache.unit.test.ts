import { describe, expect, it } from "vitest"
import { createAnswerCache, identityOf } from "./answer-cache"

describe("the answer cache", () => {
  it("computes an answer once per key and serves it again", async () => {
    const cache = createAnswerCache<{ n: number }>(10)
    let computed = 0
    const compute = async () => ({ n: ++computed })
    const first = await cache.get("a", compute)
    expect(await cache.get("a", compute)).toBe(first)
    expect(await cache.get("b", compute)).toEqual({ n: 2 })
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 })
  })

  it("lets callers asking at once share one computation", async () => {
    const cache = createAnswerCache<number>(10)
    let computed = 0
    let release: (value: number) => void = () => {}
    const compute = () => {
      computed++
      return new Promise<number>((resolve) => {
        release = resolve
      })
    }
    const both = Promise.all([cache.get("k", compute), cache.get("k", compute)])
    release(42)
    expect(await both).toEqual([42, 42])
    expect(computed).toBe(1)
  })

  it("does not keep a failure: the next caller computes again", async () => {
    const cache = createAnswerCache<number>(10)
    await expect(cache.get("k", () => Promise.reject(new Error("database gone")))).rejects.toThrow()
    expect(await cache.get("k", async () => 7)).toBe(7)
    expect(cache.size).toBe(1)
  })

  it("drops the least recently used answer past its capacity", async () => {
    const cache = createAnswerCache<string>(2)
    await cache.get("a", async () => "a1")
    await cache.get("b", async () => "b1")
    await cache.get("a", async () => "a2") // used again: b is now the oldest
    await cache.get("c", async () => "c1")
    expect(cache.size).toBe(2)
    expect(await cache.get("a", async () => "a3")).toBe("a1")
    expect(await cache.get("b", async () => "b2")).toBe("b2")
  })

  it("numbers objects by identity, the same object always the same number", () => {
    const list = [1, 2]
    expect(identityOf(list)).toBe(identityOf(list))
    expect(identityOf([1, 2])).not.toBe(identityOf(list))
  })
})
