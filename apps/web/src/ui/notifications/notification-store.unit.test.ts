import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createNotificationStore, defaultAutoClearMs } from "./notification-store"

describe("notification store", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows the latest notification, replacing the current one", () => {
    const store = createNotificationStore()
    store.notify({ message: "Saved", severity: "success" })
    store.notify({ message: "Failed", severity: "danger" })
    expect(store.getSnapshot()).toMatchObject({ message: "Failed", severity: "danger" })
  })

  it("auto-clears after 3000 ms by default", () => {
    const store = createNotificationStore()
    store.notify({ message: "Saved", severity: "success" })
    vi.advanceTimersByTime(2999)
    expect(store.getSnapshot()?.message).toBe("Saved")
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toBeNull()
  })

  it("auto-clears after a custom time", () => {
    const store = createNotificationStore()
    store.notify({ message: "Password reset", severity: "info", autoClearMs: 5000 })
    vi.advanceTimersByTime(4999)
    expect(store.getSnapshot()?.message).toBe("Password reset")
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toBeNull()
  })

  it("times a replacing notification from when it was shown", () => {
    const store = createNotificationStore()
    store.notify({ message: "First", severity: "info" })
    vi.advanceTimersByTime(2000)
    store.notify({ message: "Second", severity: "info" })
    vi.advanceTimersByTime(2000)
    expect(store.getSnapshot()?.message).toBe("Second")
    vi.advanceTimersByTime(1000)
    expect(store.getSnapshot()).toBeNull()
  })

  it("ignores later notifications while a suppressing one is shown, then accepts them again", () => {
    const store = createNotificationStore()
    store.notify({ message: "Failed to initialize", severity: "danger", suppress: true })
    store.notify({ message: "Saved", severity: "success" })
    store.notify({ message: "Another", severity: "danger", suppress: true })
    expect(store.getSnapshot()?.message).toBe("Failed to initialize")

    vi.advanceTimersByTime(defaultAutoClearMs)
    expect(store.getSnapshot()).toBeNull()
    store.notify({ message: "Saved", severity: "success" })
    expect(store.getSnapshot()?.message).toBe("Saved")
  })

  it("lets a suppressing notification replace an ordinary one", () => {
    const store = createNotificationStore()
    store.notify({ message: "Saved", severity: "success" })
    store.notify({ message: "Failed to initialize", severity: "danger", suppress: true })
    expect(store.getSnapshot()?.message).toBe("Failed to initialize")
  })

  it("clears on demand and tells subscribers", () => {
    const store = createNotificationStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.notify({ message: "Failed to initialize", severity: "danger", suppress: true })
    store.clear()
    expect(store.getSnapshot()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)

    store.notify({ message: "Saved", severity: "success" })
    expect(store.getSnapshot()?.message).toBe("Saved")
    unsubscribe()
    store.clear()
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
