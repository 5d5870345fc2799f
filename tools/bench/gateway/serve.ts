/**
 * The bare target of the gateway benchmark, in a process of its own: a Fastify server replaying the app's
 * answers. Once it is ready it writes one JSON line, `{ "url" }`, to file descriptor 3. SIGTERM or SIGINT
 * closes it. (The app itself runs from its own entry point: target.ts `startApp`.)
 *
 *   node --import tsx tools/bench/gateway/serve.ts bare --answers FILE 3>&1
 */
import { writeSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { Command } from "commander"
import Fastify from "fastify"

/** An answer of the app as the bare server replays it: the body's exact bytes, base64. */
export interface Answer {
  readonly path: string
  readonly contentType: string
  readonly body: string
}

export interface Ready {
  readonly url: string
  /** The signed-in bench user's session token (app only). */
  readonly token?: string
}

const readyFd = 3
const announce = (ready: Ready) => {
  try {
    writeSync(readyFd, `${JSON.stringify(ready)}\n`)
  } catch (error) {
    throw new Error(`serve.ts reports readiness on fd ${readyFd}: run it with 3>&1`, { cause: error })
  }
}

const closeOnSignal = (close: () => Promise<void>) => {
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

/** Fastify 5 with its defaults (no logger), one route per answer, the same bytes and content type. */
const serveBare = async (answersFile: string) => {
  const answers = JSON.parse(await readFile(answersFile, "utf8")) as Answer[]
  const app = Fastify()
  for (const answer of answers) {
    const body = Buffer.from(answer.body, "base64")
    app.get(answer.path, async (_request, reply) => reply.type(answer.contentType).send(body))
  }
  await app.listen({ port: 0, host: "127.0.0.1" })
  closeOnSignal(() => app.close())
  const address = app.server.address()
  if (typeof address !== "object" || !address) throw new Error("bare server has no address")
  announce({ url: `http://127.0.0.1:${address.port}` })
}

const program = new Command().name("serve").description("one target of the gateway benchmark")

program
  .command("bare")
  .description("a bare Fastify server replaying captured answers")
  .requiredOption("--answers <file>", "JSON array of { path, contentType, body (base64) }")
  .action((options: { answers: string }) => serveBare(options.answers))

await program.parseAsync()
