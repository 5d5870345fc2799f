import WebSocket from "ws"

/** What the bench needs of a ChatChannel push: the message's client id, to find the send it answers. */
interface Push {
  readonly type: string
  readonly message?: { readonly clientMessageId: string | null }
}

/**
 * One signed-in session's socket on /cable, subscribed to ChatChannel as the web app subscribes: ActionCable
 * framing (welcome, confirm_subscription, then `{ identifier, message }`). `arrival(id)` resolves with the
 * time a message with that client id was pushed to this socket.
 */
export const openChatSocket = async (url: string, token: string) => {
  const identifier = JSON.stringify({ channel: "ChatChannel" })
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/cable?jwt=${encodeURIComponent(token)}`, [
    "actioncable-v1-json",
  ])
  const waiting = new Map<string, (at: number) => void>()
  const early = new Map<string, number>()
  let confirmed: () => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    confirmed = resolve
    socket.once("error", reject)
    socket.once("close", (code, reason) => reject(new Error(`socket closed: ${code} ${reason}`)))
  })
  socket.on("message", (data) => {
    const at = performance.now()
    const frame = JSON.parse(String(data)) as { type?: string; identifier?: string; message?: Push }
    if (frame.type === "welcome") socket.send(JSON.stringify({ command: "subscribe", identifier }))
    else if (frame.type === "confirm_subscription") confirmed()
    else if (frame.type === "reject_subscription") socket.close(4000, "rejected")
    else if (frame.identifier === identifier && frame.message?.type === "message") {
      const id = frame.message.message?.clientMessageId
      if (!id) return
      const resolve = waiting.get(id)
      if (resolve) {
        waiting.delete(id)
        resolve(at)
      } else early.set(id, at)
    }
  })
  await ready
  return {
    /** When the push of this message reaches the socket (it may have come before the send's answer). */
    arrival: (clientMessageId: string, timeoutMs = 10_000) =>
      new Promise<number>((resolve, reject) => {
        const already = early.get(clientMessageId)
        if (already !== undefined) {
          early.delete(clientMessageId)
          return resolve(already)
        }
        const timer = setTimeout(() => {
          waiting.delete(clientMessageId)
          reject(new Error(`no push of ${clientMessageId} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.set(clientMessageId, (at) => {
          clearTimeout(timer)
          resolve(at)
        })
      }),
    close: () => socket.close(),
  }
}

export type ChatSocket = Awaited<ReturnType<typeof openChatSocket>>
