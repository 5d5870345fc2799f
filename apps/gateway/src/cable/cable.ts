import type { FastifyInstance } from "fastify"
import type { WebSocket } from "ws"
import { authenticate } from "../auth/authenticate"
import type { Services } from "../context"
import type { CableChannel } from "./channel"

const protocol = "actioncable-v1-json"
const pingIntervalMs = 3000

/**
 * /cable?jwt=<token>: ActionCable-compatible framing (welcome, ping, confirm/reject subscription,
 * disconnect) so existing ActionCable clients can connect. Unauthenticated sockets are told why and closed.
 */
export const registerCable = (
  app: FastifyInstance,
  services: Services,
  channels: readonly CableChannel[],
) => {
  const byName = new Map(channels.map((channel) => [channel.name, channel]))

  app.get("/cable", { websocket: true }, async (socket: WebSocket, request) => {
    const send = (payload: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
    }
    // Buffer what arrives while the token is checked, so a subscribe right after open is not lost.
    const early: string[] = []
    const buffer = (data: unknown) => early.push(String(data))
    socket.on("message", buffer)

    const jwt = (request.query as Record<string, unknown>).jwt
    const auth = await authenticate(
      services.keys,
      typeof jwt === "string" && jwt !== "" ? `Bearer ${jwt}` : undefined,
      services.checkSession,
    )
    if (auth.kind !== "token") {
      send({ type: "disconnect", reason: "unauthorized", reconnect: false })
      socket.close(4401, auth.kind === "rejected" ? auth.code : "MissingToken")
      return
    }

    const subscriptions = new Map<string, () => void>()
    const ping = setInterval(
      () => send({ type: "ping", message: Math.floor(Date.now() / 1000) }),
      pingIntervalMs,
    )
    const expiry = setTimeout(
      () => {
        send({ type: "disconnect", reason: "unauthorized", reconnect: true })
        socket.close(4401, "ExpiredToken")
      },
      Math.max(0, auth.claims.exp * 1000 - Date.now()),
    )

    const handle = (raw: string) => {
      let frame: { command?: unknown; identifier?: unknown }
      try {
        frame = JSON.parse(raw) as typeof frame
      } catch {
        return
      }
      if (typeof frame.identifier !== "string") return
      const identifier = frame.identifier
      if (frame.command === "subscribe") {
        if (subscriptions.has(identifier)) return
        let params: Record<string, unknown> = {}
        try {
          params = JSON.parse(identifier) as Record<string, unknown>
        } catch {
          return send({ identifier, type: "reject_subscription" })
        }
        const channel = byName.get(String(params.channel))
        const unsubscribe = channel?.subscribe({
          auth,
          params,
          services,
          send: (message) => send({ identifier, message }),
        })
        if (!unsubscribe) return send({ identifier, type: "reject_subscription" })
        subscriptions.set(identifier, unsubscribe)
        send({ identifier, type: "confirm_subscription" })
      } else if (frame.command === "unsubscribe") {
        subscriptions.get(identifier)?.()
        subscriptions.delete(identifier)
      }
    }

    socket.off("message", buffer)
    socket.on("message", (data) => handle(String(data)))
    socket.on("close", () => {
      clearInterval(ping)
      clearTimeout(expiry)
      for (const unsubscribe of subscriptions.values()) unsubscribe()
      subscriptions.clear()
    })
    send({ type: "welcome" })
    for (const raw of early) handle(raw)
  })
}

export const cableProtocols = (protocols: Set<string>) => (protocols.has(protocol) ? protocol : false)
