import { CableCommand, CableIdentifier, decodeInput } from "@ignite/contracts"
import type { FastifyInstance } from "fastify"
import type { WebSocket } from "ws"
import { authenticate } from "../auth/authenticate"
import type { Services } from "../context"
import type { CableChannel } from "./channel"
import { createSessionWatch } from "./session-watch"

const protocol = "actioncable-v1-json"

/** A JSON text decoded with its contract, or undefined: a client's bad frame is ignored, never a crash. */
const decoded = <S extends Parameters<typeof decodeInput>[0]>(
  schema: S,
  text: string,
): S["Type"] | undefined => {
  try {
    return decodeInput(schema, JSON.parse(text))
  } catch {
    return undefined
  }
}
const pingIntervalMs = 3000

/**
 * /cable?jwt=<token>: ActionCable-compatible framing (welcome, ping, confirm/reject subscription,
 * disconnect) so existing ActionCable clients can connect. The socket passes the same gates as HTTP: a
 * missing, bad or revoked token, an unconfirmed address or unsigned terms are told why (the 401 code as the
 * close reason) and closed. It lives as long as its session, not its token: a sign-out or a password change
 * that revokes the session closes it; the token's expiry does not.
 */
export const registerCable = (
  app: FastifyInstance,
  services: Services,
  channels: readonly CableChannel[],
) => {
  const byName = new Map(channels.map((channel) => [channel.name, channel]))
  const sessions = createSessionWatch(services)
  app.addHook("onClose", async () => sessions.close())

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
      services.identity.checkSession,
    )
    // gone while its token was checked: nothing to set up (its close event has passed)
    if (socket.readyState !== socket.OPEN) return
    const refusal = auth.kind === "token" ? auth.gate : auth.kind === "rejected" ? auth.code : "MissingToken"
    if (auth.kind !== "token" || refusal) {
      send({ type: "disconnect", reason: "unauthorized", reconnect: false })
      socket.close(4401, refusal)
      return
    }

    /** identifier → its unsubscribe, or null while the channel decides */
    const subscriptions = new Map<string, (() => void) | null>()
    let open = true
    const ping = setInterval(
      () => send({ type: "ping", message: Math.floor(Date.now() / 1000) }),
      pingIntervalMs,
    )
    // operator tokens have no session to end; a user's socket ends with theirs
    const unwatch = auth.claims.sid
      ? sessions.watch(auth.claims.sub, auth.claims.sid, () => {
          send({ type: "disconnect", reason: "unauthorized", reconnect: false })
          socket.close(4401, "InvalidToken")
        })
      : () => {}

    const subscribe = async (identifier: string) => {
      if (subscriptions.has(identifier)) return
      const named = decoded(CableIdentifier, identifier)
      const channel = named && byName.get(named.channel)
      if (!named || !channel) return send({ identifier, type: "reject_subscription" })
      const params = named as Record<string, unknown>
      subscriptions.set(identifier, null)
      const unsubscribe = await Promise.resolve(
        channel.subscribe({ auth, params, services, send: (message) => send({ identifier, message }) }),
      ).catch(() => undefined)
      // closed or unsubscribed while the channel decided: nothing to keep
      if (!open || subscriptions.get(identifier) !== null) {
        unsubscribe?.()
        return
      }
      if (!unsubscribe) {
        subscriptions.delete(identifier)
        return send({ identifier, type: "reject_subscription" })
      }
      subscriptions.set(identifier, unsubscribe)
      send({ identifier, type: "confirm_subscription" })
    }

    const handle = (raw: string) => {
      const frame = decoded(CableCommand, raw)
      if (!frame) return
      const identifier = frame.identifier
      if (frame.command === "subscribe") void subscribe(identifier)
      else if (frame.command === "unsubscribe") {
        subscriptions.get(identifier)?.()
        subscriptions.delete(identifier)
      }
    }

    socket.off("message", buffer)
    socket.on("message", (data) => handle(String(data)))
    socket.on("close", () => {
      open = false
      clearInterval(ping)
      unwatch()
      for (const unsubscribe of subscriptions.values()) unsubscribe?.()
      subscriptions.clear()
    })
    send({ type: "welcome" })
    for (const raw of early) handle(raw)
  })
}

export const cableProtocols = (protocols: Set<string>) => (protocols.has(protocol) ? protocol : false)
