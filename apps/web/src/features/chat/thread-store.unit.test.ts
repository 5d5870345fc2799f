import { describe, expect, it } from "vitest"
import { chatMessage, chatThread } from "../../test-support/chat-fixtures"
import { newerThread, withLastMessage, withStatus } from "./thread-store"

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`

describe("a thread's cached view, with reads and pushes arriving in any order", () => {
  it("given nothing cached, when a read arrives, then it is the view", () => {
    const read = chatThread({ updatedAt: at(1) })
    expect(newerThread(undefined, read)).toBe(read)
  })

  it("given a pause pushed at :05, when a read from :03 arrives late, then the thread stays paused and the read's seen state is taken", () => {
    const cached = withStatus(chatThread({ updatedAt: at(3) }), "paused", at(5))
    const late = chatThread({
      updatedAt: at(3),
      status: "active",
      currentUserUnreadCount: 0,
      lastMessageSeenAt: at(4),
    })
    const merged = newerThread(cached, late)
    expect(merged.status).toBe("paused")
    expect(merged.updatedAt).toBe(at(5))
    expect(merged.lastMessageSeenAt).toBe(at(4))
  })

  it("given a paused view, when a later read says active (unpaused since), then the read wins", () => {
    const cached = chatThread({ status: "paused", updatedAt: at(5) })
    expect(newerThread(cached, chatThread({ status: "active", updatedAt: at(6) })).status).toBe("active")
  })

  it("given an unpause cached at :07, when the pause from :05 is pushed late, then it is ignored", () => {
    const cached = chatThread({ status: "active", updatedAt: at(7) })
    expect(withStatus(cached, "paused", at(5))).toBe(cached)
  })

  it("given a newer last message cached, when an older one is pushed, then the newer one stays", () => {
    const newer = chatMessage("gov", "second", at(9))
    const cached = chatThread({ lastMessage: newer, updatedAt: at(9) })
    expect(withLastMessage(cached, chatMessage("company", "first", at(8)))).toBe(cached)
  })

  it("given a thread, when a message is pushed, then it is the last message and moves the time on", () => {
    const message = chatMessage("company", "hello", at(10))
    const next = withLastMessage(chatThread({ updatedAt: at(2) }), message)
    expect(next?.lastMessage).toBe(message)
    expect(next?.updatedAt).toBe(at(10))
  })

  it("given nothing cached, when a push arrives, then there is still nothing (the thread is read when opened)", () => {
    expect(withStatus(undefined, "paused", at(1))).toBeUndefined()
    expect(withLastMessage(undefined, chatMessage("gov", "hi", at(1)))).toBeUndefined()
  })
})
