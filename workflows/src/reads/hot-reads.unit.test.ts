import type { SessionState } from "@ignite/domain-identity"
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
  // identity's own word on each session (user_sessions); a session it does not know is revoked
  const sessions = new Map<string, SessionState>()
  let loads = 0
  let sessionChecks = 0
  let appended: (events: readonly RecordedEvent[]) => void = () => {}
  const delivered = new Map<string, (message: { event: RecordedEvent }) => void>()
  const hot = createHotReads({
    identity: {
      checkSession: async (_userId, sessionId) => {
        sessionChecks++
        return sessions.get(sessionId) ?? { reject: "InvalidToken" }
      },
    },
    reads: {
      visionLinked: async (userId: string) => {
        loads++
        return linked.get(userId) ?? false
      },
      unsignedPolicyKinds: async () => [],
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
  return {
    hot,
    linked,
    sessions,
    loads: () => loads,
    sessionChecks: () => sessionChecks,
    appended: (e: RecordedEvent) => appended([e]),
    delivered,
  }
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

describe("a session on the request hot path when the user's roles change (issue 22)", () => {
  const alive: SessionState = { confirmed: true, expiresAt: new Date(Date.now() + 3_600_000) }

  it("is asked of identity once, then answered from memory", async () => {
    const { hot, sessions, sessionChecks } = setup()
    sessions.set("s1", alive)
    expect(await hot.checkSession("u1", "s1")).toEqual({})
    expect(await hot.checkSession("u1", "s1")).toEqual({})
    expect(sessionChecks()).toBe(1)
  })

  it("is asked again after the role change revoked it, from this process's append and from the bus", async () => {
    const { hot, sessions, appended, delivered } = setup()
    sessions.set("s1", alive).set("s2", alive)
    await hot.checkSession("u1", "s1")
    // the grant's transaction revokes the sessions in user_sessions and appends to the user's stream
    sessions.delete("s1")
    appended(eventOf("user", "u1", "UserRoleGranted"))
    expect(await hot.checkSession("u1", "s1")).toEqual({ reject: "InvalidToken" })

    await hot.checkSession("u1", "s2")
    sessions.delete("s2")
    delivered.get("ignite.events.user.>")!({ event: eventOf("user", "u1", "UserRoleRevoked") })
    expect(await hot.checkSession("u1", "s2")).toEqual({ reject: "InvalidToken" })
  })

  it("keeps other users' sessions warm", async () => {
    const { hot, sessions, sessionChecks, appended } = setup()
    sessions.set("s1", alive).set("s9", alive)
    await hot.checkSession("u1", "s1")
    await hot.checkSession("u9", "s9")
    appended(eventOf("user", "u1", "UserRoleRevoked"))
    await hot.checkSession("u9", "s9")
    expect(sessionChecks()).toBe(2)
  })
})
