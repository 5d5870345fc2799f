import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { FakeSocket } from "../../test-support/fake-cable"
import { createCableConsumer, reconnectDelayMs } from "./cable-consumer"
import { cableUrl } from "./use-cable-channel"

const consumer = () =>
  createCableConsumer({
    url: "ws://app.test/cable?jwt=t",
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    delayMs: (attempt) => 1000 * (attempt + 1),
  })
const chat = JSON.stringify({ channel: "ChatChannel" })

describe("the /cable client", () => {
  beforeEach(() => {
    FakeSocket.reset()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it("opens with the first subscription, subscribes after the welcome, and delivers the channel's messages", async () => {
    const cable = consumer()
    const received = vi.fn()
    const connected = vi.fn()
    cable.subscribe("ChatChannel", { received, connected })
    const socket = FakeSocket.latest()!
    expect(socket.url).toBe("ws://app.test/cable?jwt=t")
    socket.accept()
    expect(socket.sent).toEqual([{ command: "subscribe", identifier: chat }])
    await vi.runAllTicks()
    await Promise.resolve()
    expect(connected).toHaveBeenCalledTimes(1)
    socket.push("ChatChannel", { type: "unread", count: 2 })
    socket.push("NotificationsChannel", { type: "count", count: 9 })
    expect(received.mock.calls).toEqual([[{ type: "unread", count: 2 }]])
  })

  it("reconnects with growing pauses and confirms again, so the screen can catch up", async () => {
    const cable = consumer()
    const connected = vi.fn()
    cable.subscribe("ChatChannel", { received: () => {}, connected })
    FakeSocket.latest()!.drop()
    expect(FakeSocket.instances).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.instances).toHaveLength(2)
    FakeSocket.latest()!.drop()
    vi.advanceTimersByTime(1999)
    expect(FakeSocket.instances).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.instances).toHaveLength(3)
    FakeSocket.latest()!.accept()
    await Promise.resolve()
    expect(connected).toHaveBeenCalledTimes(1)
  })

  it("treats a socket without pings for 10 s as dead", () => {
    const cable = consumer()
    cable.subscribe("ChatChannel", { received: () => {} })
    const socket = FakeSocket.latest()!
    socket.accept()
    vi.advanceTimersByTime(9000)
    socket.receive({ type: "ping", message: 1 })
    vi.advanceTimersByTime(9000)
    expect(socket.readyState).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(socket.readyState).toBe(3)
  })

  it("stays closed when the gateway refuses the token, and closes with the last subscription", () => {
    const cable = consumer()
    const stop = cable.subscribe("ChatChannel", { received: () => {} })
    const socket = FakeSocket.latest()!
    socket.receive({ type: "disconnect", reason: "unauthorized", reconnect: false })
    socket.drop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
    stop()

    const again = consumer()
    const unsubscribe = again.subscribe("ChatChannel", { received: () => {} })
    const second = FakeSocket.latest()!
    second.accept()
    unsubscribe()
    expect(second.sent.at(-1)).toEqual({ command: "unsubscribe", identifier: chat })
    expect(second.readyState).toBe(3)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(2)
  })

  it("backs off from half a second to at most 30 s (plus up to a fifth)", () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500)
    expect(reconnectDelayMs(3, () => 0)).toBe(4000)
    expect(reconnectDelayMs(20, () => 0)).toBe(30_000)
    expect(reconnectDelayMs(20, () => 1)).toBe(36_000)
  })

  it("addresses /cable on the page's host with the token, over wss on https", () => {
    expect(cableUrl("a b", { protocol: "https:", host: "ignite.test" })).toBe(
      "wss://ignite.test/cable?jwt=a%20b",
    )
    expect(cableUrl("t", { protocol: "http:", host: "localhost:5173" })).toBe(
      "ws://localhost:5173/cable?jwt=t",
    )
  })
})
