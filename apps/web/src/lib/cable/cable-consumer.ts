/**
 * A small ActionCable-compatible client for `/cable?jwt=<token>` (the gateway's framing: welcome, ping,
 * subscribe/confirm_subscription, `{identifier, message}`, disconnect). One socket carries every channel;
 * it opens with the first subscription and closes with the last.
 *
 * A dropped socket is reopened with growing pauses; each confirmed subscription calls `connected`, which is
 * where a screen catches up on what it missed while the socket was down (messages after its last id).
 */

export const cableProtocols = ["actioncable-v1-json", "actioncable-unsupported"]

/** Pauses before reconnecting: 0.5 s, 1 s, 2 s ... up to 30 s, each with up to a fifth added at random. */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random) => {
  const base = Math.min(30_000, 500 * 2 ** attempt)
  return Math.round(base * (1 + random() / 5))
}

// WebSocket.OPEN, without reading the global (absent where the app is rendered without a browser)
const openState = 1

/** The gateway pings every 3 s: a socket silent for this long is dead even if the browser has not said so. */
const staleAfterMs = 10_000

export interface ChannelHandlers {
  /** A payload the server pushed on the channel. */
  readonly received: (message: unknown) => void
  /** The subscription is confirmed, at the first connection and after every reconnect. */
  readonly connected?: () => void
}

type Frame =
  | { type: "welcome" | "ping" | "confirm_subscription" | "reject_subscription" | "disconnect" }
  | { identifier?: string; message?: unknown; type?: string; reconnect?: boolean }

export interface CableConsumerOptions {
  /** The socket's address: absolute ws(s):// URL with the token. */
  readonly url: string
  readonly createSocket?: (url: string) => WebSocket
  readonly delayMs?: (attempt: number) => number
}

export const createCableConsumer = ({
  url,
  createSocket = (address) => new WebSocket(address, cableProtocols),
  delayMs = reconnectDelayMs,
}: CableConsumerOptions) => {
  const channels = new Map<string, Set<ChannelHandlers>>()
  let socket: WebSocket | undefined
  let attempt = 0
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let staleTimer: ReturnType<typeof setTimeout> | undefined
  // the server said not to come back (no or a refused token): stay closed until a new consumer is made
  let refused = false

  const send = (frame: object) => {
    if (socket?.readyState === openState) socket.send(JSON.stringify(frame))
  }
  const subscribeFrame = (identifier: string) => send({ command: "subscribe", identifier })

  const watchStale = () => {
    clearTimeout(staleTimer)
    staleTimer = setTimeout(() => socket?.close(), staleAfterMs)
  }

  const handle = (frame: Frame) => {
    if ("identifier" in frame && frame.identifier !== undefined && "message" in frame) {
      for (const handlers of channels.get(frame.identifier) ?? []) handlers.received(frame.message)
      return
    }
    switch (frame.type) {
      case "welcome":
        attempt = 0
        watchStale()
        for (const identifier of channels.keys()) subscribeFrame(identifier)
        return
      case "ping":
        watchStale()
        return
      case "confirm_subscription":
        if ("identifier" in frame && frame.identifier)
          for (const handlers of channels.get(frame.identifier) ?? []) handlers.connected?.()
        return
      case "disconnect":
        if ("reconnect" in frame && frame.reconnect === false) refused = true
        return
    }
  }

  const open = () => {
    if (socket || refused || channels.size === 0) return
    const current = createSocket(url)
    socket = current
    current.onmessage = (event: MessageEvent) => {
      try {
        handle(JSON.parse(String(event.data)) as Frame)
      } catch {
        // not a frame of ours
      }
    }
    current.onclose = () => {
      if (socket !== current) return
      socket = undefined
      clearTimeout(staleTimer)
      if (refused || channels.size === 0) return
      reconnectTimer = setTimeout(open, delayMs(attempt++))
    }
  }

  const close = () => {
    clearTimeout(reconnectTimer)
    clearTimeout(staleTimer)
    const current = socket
    socket = undefined
    current?.close()
  }

  return {
    /** Subscribes to `channel` (with its params); the returned function unsubscribes. */
    subscribe(channel: string, handlers: ChannelHandlers, params: Record<string, string> = {}) {
      const identifier = JSON.stringify({ channel, ...params })
      const set = channels.get(identifier) ?? new Set()
      const first = set.size === 0
      set.add(handlers)
      channels.set(identifier, set)
      if (!socket) open()
      else if (first) subscribeFrame(identifier)
      return () => {
        set.delete(handlers)
        if (set.size > 0) return
        channels.delete(identifier)
        send({ command: "unsubscribe", identifier })
        if (channels.size === 0) close()
      }
    },
    close,
  }
}

export type CableConsumer = ReturnType<typeof createCableConsumer>
