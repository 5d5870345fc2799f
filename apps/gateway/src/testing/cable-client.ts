import { waitFor } from "@ignite/platform/testing"
import { WebSocket } from "ws"
import type { TestApp } from "./test-app"

export type Frame = Record<string, unknown> & { identifier?: string; message?: Record<string, unknown> }

/** A /cable client as the web app opens it: ActionCable framing, every frame kept in order. */
export const openCable = async (app: Pick<TestApp, "url">, jwt: string | undefined) => {
  const socket = new WebSocket(
    `${app.url.replace("http", "ws")}/cable${jwt === undefined ? "" : `?jwt=${jwt}`}`,
    ["actioncable-v1-json"],
  )
  const frames: Frame[] = []
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as Frame))
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve())
    socket.once("error", reject)
  })
  /** The pushes of one channel, in order. */
  const pushes = (channel: string) =>
    frames
      .filter((frame) => frame.identifier === JSON.stringify({ channel }) && frame.message !== undefined)
      .map((frame) => frame.message!)
  return {
    socket,
    frames,
    closed,
    pushes,
    async subscribe(channel: string): Promise<"confirm_subscription" | "reject_subscription"> {
      const identifier = JSON.stringify({ channel })
      socket.send(JSON.stringify({ command: "subscribe", identifier }))
      const answer = await waitFor(
        () =>
          frames.find(
            (frame) =>
              frame.identifier === identifier &&
              (frame.type === "confirm_subscription" || frame.type === "reject_subscription"),
          ),
        { message: `an answer to the ${channel} subscription` },
      )
      return answer.type as "confirm_subscription" | "reject_subscription"
    },
    /** Waits for a push of the channel that matches. */
    next: (channel: string, matches: (message: Record<string, unknown>) => boolean, message?: string) =>
      waitFor(() => pushes(channel).find(matches), { message: message ?? `a ${channel} push` }),
    close: () => socket.close(),
  }
}

export type CableClient = Awaited<ReturnType<typeof openCable>>
