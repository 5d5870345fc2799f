import { describe, expect, it } from "vitest"
import { bellLabel, unreadBadge } from "./unread-badge"

describe("unreadBadge", () => {
  it("is hidden at 0, the count up to 999 and 1K+ above", () => {
    expect(unreadBadge(0)).toBeNull()
    expect(unreadBadge(1)).toBe("1")
    expect(unreadBadge(999)).toBe("999")
    expect(unreadBadge(1000)).toBe("1K+")
  })

  it("says the unread count in the bell's name", () => {
    expect(bellLabel(0)).toBe("Notifications")
    expect(bellLabel(3)).toBe("Notifications, 3 unread")
  })
})
