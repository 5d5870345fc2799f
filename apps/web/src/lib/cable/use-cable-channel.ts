import { useEffect, useRef } from "react"
import { useSession } from "../session/session-store"
import { type CableConsumer, type ChannelHandlers, createCableConsumer } from "./cable-consumer"

/** `/cable` on this origin (the dev server and the preview proxy it to the gateway). */
export const cableUrl = (token: string, location: Pick<Location, "protocol" | "host"> = window.location) =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/cable?jwt=${encodeURIComponent(token)}`

// One socket per session, shared by every channel; a new token (sign-in, sign-out) means a new socket.
let shared: { readonly token: string; readonly consumer: CableConsumer } | undefined

const consumerFor = (token: string) => {
  if (shared?.token !== token) {
    shared?.consumer.close()
    shared = { token, consumer: createCableConsumer({ url: cableUrl(token) }) }
  }
  return shared.consumer
}

/**
 * Listens to a `/cable` channel while the component is mounted and someone is signed in. The handlers may
 * change at every render; the subscription does not.
 */
export const useCableChannel = (channel: string, handlers: ChannelHandlers, enabled = true) => {
  const { token } = useSession()
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    if (!token || !enabled || typeof WebSocket === "undefined") return
    return consumerFor(token).subscribe(channel, {
      received: (message) => latest.current.received(message),
      connected: () => latest.current.connected?.(),
    })
  }, [token, channel, enabled])
}
