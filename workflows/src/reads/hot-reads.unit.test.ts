import type { RecordedEvent } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { createHotReads } from "./hot-reads"
import type { Reads } from "./reads"

/** An event of a stream, as the append hook and the bus deliver it (only the stream matters here). */
const eventOf = (streamType: string, id: string, type: string): RecordedEvent =>
  ({ type, streamType, streamId: `${streamType}-${id}`, data: {} }) as unknown as RecordedEvent

/**
 * Hot reads over a read model whose VISION links the test sets, counting the reads that reach it; the
 * append hook and the bus subscriptions are captured so the test can deliver events as they would.
 */
const setup = () => {
  const linked = new Map<string, boolean>()
  let loads = 0
  let appended: (events: readonly RecordedEvent[]) => void = () => {}
  const delivered = new Map<string, (message: { event: RecordedEvent }) => void>()
  const hot = createHotReads({
    identity: { checkSession: async () => ({ reject: "InvalidToken" }) },
    reads: {
      visionLinked: async (userId: string) => {
        loads++
        return linked.get(userId) ?? false
      },
    } as unknown as Reads,
    store: {
      onAppended: (hook) => {
        appended = hook
        return () => {}
      },
    },
    bus: {
      subscribe: (subject, handler) => {
        delivered.set(subject, handler as (message: { event: RecordedEvent }) => void)
        return Promise.resolve({ close: async () => {} }) as never
      },
    },
  })
  return { hot, linked, loads: () => loads, appended: (e: RecordedEvent) => appended([e]), delivered }
}

describe("the VISION link on the request hot path", () => {
  it("is read once, then from memory", async () => {
    const { hot, linked, loads } = setup()
    linked.set("u1", true)
    expect(await hot.reads.visionLinked("u1")).toBe(true)
    expect(await hot.reads.visionLinked("u1")).toBe(true)
    expect(loads()).toBe(1)
  })

  it("follows a link and an unlink on the next read, from this process's appends and from the bus", async () => {
    const { hot, linked, appended, delivered } = setup()
    expect(await hot.reads.visionLinked("u1")).toBe(false)
    linked.set("u1", true)
    appended(eventOf("govuser", "u1", "GovUserLinkedToVision"))
    expect(await hot.reads.visionLinked("u1")).toBe(true)

    // no unlink command exists yet; whatever event records one lands in the same stream
    linked.set("u1", false)
    delivered.get("ignite.events.govuser.>")!({
      event: eventOf("govuser", "u1", "GovUserUnlinkedFromVision"),
    })
    expect(await hot.reads.visionLinked("u1")).toBe(false)
  })

  it("keeps other users' links, and forgets a user's link with the rest of the user", async () => {
    const { hot, linked, loads, appended } = setup()
    linked.set("u1", true)
    linked.set("u2", true)
    await hot.reads.visionLinked("u1")
    await hot.reads.visionLinked("u2")
    appended(eventOf("govuser", "u2", "GovProfileSaved"))
    await hot.reads.visionLinked("u1")
    expect(loads()).toBe(2)
    appended(eventOf("user", "u1", "UserDeactivated"))
    await hot.reads.visionLinked("u1")
    expect(loads()).toBe(3)
  })
})
