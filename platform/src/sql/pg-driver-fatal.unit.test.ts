import { createServer, type Server, type Socket } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createPgSql } from "./pg-driver"
import type { Sql } from "./sql"

/**
 * A server shutting down ("fast") answers the query in flight and then terminates the backend: the
 * ReadyForQuery and the FATAL 57P01 can arrive in one TCP chunk. pg-pool hands the freed client to the
 * next waiter between the two; its error listener must already be on it by then, or the FATAL is emitted
 * with nobody listening and Node crashes the process. A real restart hits this only now and then; this
 * server speaks just enough of the protocol to do it every time.
 */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5)
  head.write(type, 0, "latin1")
  head.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([head, body])
}
const cstring = (text: string) => Buffer.from(`${text}\0`, "utf8")
const authenticationOk = message("R", Buffer.from([0, 0, 0, 0]))
const readyForQuery = message("Z", Buffer.from("I"))
const commandComplete = message("C", cstring("SELECT 0"))
const terminated = message(
  "E",
  Buffer.concat([
    cstring("SFATAL"),
    cstring("VFATAL"),
    cstring("C57P01"),
    cstring("Mterminating connection due to administrator command"),
    Buffer.from([0]),
  ]),
)

/** Accepts any login; answers the first query of each connection, then dies in the same write. */
const startDyingServer = async () => {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    socket.on("error", () => {})
    let started = false
    let buffered = Buffer.alloc(0)
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk])
      if (!started) {
        if (buffered.length < 4 || buffered.length < buffered.readInt32BE(0)) return
        buffered = buffered.subarray(buffered.readInt32BE(0))
        started = true
        socket.write(Buffer.concat([authenticationOk, readyForQuery]))
      }
      while (buffered.length >= 5 && buffered.length >= 1 + buffered.readInt32BE(1)) {
        const type = String.fromCharCode(buffered[0]!)
        buffered = buffered.subarray(1 + buffered.readInt32BE(1))
        if (type === "Q") {
          socket.end(Buffer.concat([commandComplete, readyForQuery, terminated]))
          return
        }
        if (type === "X") socket.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `postgres://test@127.0.0.1:${port}/test`,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe("pg driver: a FATAL that arrives with the previous answer", () => {
  let sql: Sql | undefined
  let server: Awaited<ReturnType<typeof startDyingServer>> | undefined
  const crashes: unknown[] = []
  const onCrash = (error: unknown) => crashes.push(error)

  afterEach(async () => {
    process.off("uncaughtException", onCrash)
    crashes.length = 0
    await sql?.close().catch(() => {})
    await server?.close()
  })

  it.each([
    ["a transaction", (db: Sql) => db.transaction((tx) => tx.query("select 1"))],
    [
      "a session",
      async (db: Sql) => {
        const session = await db.openSession()
        const lostWith = await session.lost
        await session.release()
        return lostWith
      },
    ],
    ["a LISTEN connection", (db: Sql) => db.listen("wake", () => {})],
  ])("hands the freed client to %s with its listener on, so the process lives", async (_, waiter) => {
    server = await startDyingServer()
    sql = await createPgSql({ url: server.url, max: 1 })
    process.on("uncaughtException", onCrash)
    // one connection: the query holds it, the waiter queues for it and gets it as the query's answer lands
    const first = sql.query("select 1")
    const second = waiter(sql).then(
      (value) => ({ settled: "resolved", value }),
      (error: Error) => ({ settled: "rejected", value: error.message }),
    )
    await expect(first).resolves.toEqual([])
    const outcome = await second
    expect(crashes).toEqual([])
    // the waiter learns of the loss as an error (transaction, LISTEN) or through `lost` (session)
    if (outcome.settled === "resolved") expect(String(outcome.value)).toMatch(/administrator command/)
    else expect(outcome.value).toMatch(/administrator command|Connection terminated|not queryable|lost/)
  })
})
