import { describe, expect, it, vi } from "vitest"
import { freshSharedRead } from "./fresh-shared-read"

/** A read whose answers the test releases one by one, counting how many were started. */
const controlledRead = () => {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = []
  let started = 0
  const read = () => {
    started++
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return {
    read,
    started: () => started,
    release: (value: number) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error("database gone")),
    /** Asks once and releases the read that starts for it. */
    async askAlone(ask: () => Promise<number>, value: number) {
      const asked = ask()
      this.release(value)
      return asked
    },
  }
}

describe("a fresh shared read", () => {
  it("starts a read for the first caller, and for a caller who asks after it ended", async () => {
    const source = controlledRead()
    const version = freshSharedRead(source.read)
    expect(await source.askAlone(version, 1)).toBe(1)
    expect(await source.askAlone(version, 2)).toBe(2)
    expect(source.started()).toBe(2)
  })

  it("never answers a caller with a read begun before it asked: those who arrive meanwhile share the next", async () => {
    const source = controlledRead()
    const version = freshSharedRead(source.read)
    const early = version()
    // asked while the first read is under way
    const late = [version(), version(), version()]
    expect(source.started()).toBe(1)
    source.release(1)
    expect(await early).toBe(1)
    // the next read starts once the first ended, for the three who waited
    await vi.waitFor(() => expect(source.started()).toBe(2))
    source.release(2)
    expect(await Promise.all(late)).toEqual([2, 2, 2])
  })

  it("gives a failure to the callers of that read only; the waiting ones get a read of their own", async () => {
    const source = controlledRead()
    const version = freshSharedRead(source.read)
    const failing = version()
    const waiting = version()
    source.fail()
    await expect(failing).rejects.toThrow("database gone")
    await vi.waitFor(() => expect(source.started()).toBe(2))
    source.release(7)
    expect(await waiting).toBe(7)
    expect(await source.askAlone(version, 8)).toBe(8)
    expect(source.started()).toBe(3)
  })
})
