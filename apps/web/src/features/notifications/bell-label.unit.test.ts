import { describe, expect, it } from "vitest"
import { bellLabel } from "./bell-label"

describe("bellLabel", () => {
  it("says the unread count in the bell's name", () => {
    expect(bellLabel(0)).toBe("Notifications")
    expect(bellLabel(3)).toBe("Notifications, 3 unread")
  })
})
