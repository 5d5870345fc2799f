import { act } from "react"

/**
 * A WebSocket stand-in for `/cable`: tests see what the client sent and push the gateway's frames. It never
 * connects anywhere; `accept` plays the gateway's welcome and confirms each subscription the client asks for.
 */
export class FakeSocket {
  static readonly OPEN = 1
  static instances: FakeSocket[] = []
  readyState = 0
  readonly sent: unknown[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.instances.push(this)
  }

  send(data: string) {
    const frame = JSON.parse(data) as { command?: string; identifier?: string }
    this.sent.push(frame)
    if (frame.command === "subscribe" && this.autoConfirm)
      queueMicrotask(() => this.receive({ identifier: frame.identifier, type: "confirm_subscription" }))
  }

  close() {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.({ code: 1000 } as CloseEvent)
  }

  private autoConfirm = false

  /** The gateway's welcome; subscriptions asked for from now on are confirmed. */
  accept() {
    this.readyState = 1
    this.autoConfirm = true
    this.receive({ type: "welcome" })
  }

  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent)
  }

  /** A push on `channel`, as the gateway frames it. */
  push(channel: string, message: unknown) {
    this.receive({ identifier: JSON.stringify({ channel }), message })
  }

  /** The connection drops (network, server restart). */
  drop() {
    this.readyState = 3
    this.onclose?.({ code: 1006 } as CloseEvent)
  }

  static latest() {
    return FakeSocket.instances.at(-1)
  }

  static reset() {
    FakeSocket.instances = []
  }
}

/** The newest socket, accepted by the "gateway" (welcome, then every subscription confirmed), inside act(). */
export const acceptCable = async () => {
  const socket = FakeSocket.latest()
  if (!socket) throw new Error("No /cable socket was opened")
  await act(async () => socket.accept())
  return socket
}

/** Pushes a channel message to the newest socket inside act(). */
export const pushCable = async (channel: string, message: unknown) => {
  const socket = FakeSocket.latest()
  if (!socket) throw new Error("No /cable socket was opened")
  await act(async () => socket.push(channel, message))
}
