import { describe, expect, it } from "vitest"
import { chatMessage } from "../../test-support/chat-fixtures"
import { withMessages, withOlder } from "./message-store"

const a = chatMessage("gov", "a", "2026-03-01T10:00:00.000Z")
const b = chatMessage("company", "b", "2026-03-01T11:00:00.000Z")
const c = chatMessage("gov", "c", "2026-03-01T12:00:00.000Z")

describe("a thread's cached messages", () => {
  it("take each message once, oldest first, whether it came by push, answer or catch-up", () => {
    const page = { data: [b], hasOlder: true }
    expect(withMessages(page, [c, b, c])).toEqual({ data: [b, c], hasOlder: true })
    expect(withMessages(page, [b])).toBe(page)
    expect(withMessages(undefined, [c])).toBeUndefined()
  })

  it("put older pages before, with whether there are more still", () => {
    expect(withOlder({ data: [b, c], hasOlder: true }, { data: [a, b], hasOlder: false })).toEqual({
      data: [a, b, c],
      hasOlder: false,
    })
  })
})
