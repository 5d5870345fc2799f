import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { faultSkipReason, faultSuiteTitle, freePort, waitFor } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { kill, processEnv, useFaultServers } from "./fault-servers"

const repoRoot = resolve(import.meta.dirname, "../../../..")

/** The gateway as production runs it (`node --import tsx apps/gateway/src/main.ts`), in a process of its own. */
const spawnGateway = async (env: Record<string, string>) => {
  const port = await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", "apps/gateway/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent" },
    stdio: "ignore",
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`)
      return (await fetch(`${url}/healthz`).catch(() => undefined))?.ok
    },
    { timeoutMs: 45_000, intervalMs: 100, message: "the gateway to start" },
  )
  return { child, url }
}

/**
 * A multipart PATCH /api/v1/users with a headshot, written by hand so the test decides when the gateway dies:
 * after `sentBytes` of the body (mid-upload), or once all of it is sent and `killWhen` holds.
 */
const uploadThenKill = async (
  url: string,
  token: string,
  image: Buffer,
  child: ChildProcess,
  cut: { sentBytes?: number; killWhen?: () => boolean },
) => {
  const boundary = "----ignite-fault-boundary"
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="user[headshot]"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  let answer: number | "no answer" | undefined
  const answered = new Promise<void>((resolveAnswer) => {
    const request = httpRequest(`${url}/api/v1/users`, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(body.length),
      },
    })
    request.on("response", (response) => {
      response.resume()
      answer = response.statusCode ?? 0
      resolveAnswer()
    })
    request.on("error", () => {
      answer ??= "no answer"
      resolveAnswer()
    })
    request.write(body.subarray(0, cut.sentBytes ?? body.length), () => {
      if (cut.sentBytes !== undefined) return void kill(child)
      // watch closely, and kill the moment the condition holds (or the gateway answered first)
      const poll = setInterval(() => {
        if (answer === undefined && !cut.killWhen?.()) return
        clearInterval(poll)
        void kill(child)
      }, 1)
    })
  })
  await answered
  await kill(child)
  return answer
}

describe.skipIf(faultSkipReason())(faultSuiteTitle("the gateway killed during an upload"), () => {
  let filesDir: string
  let env: Record<string, string>
  let token: string
  let userId: string

  // registered before the servers' hooks: the folder exists before the app starts, and goes after it stopped
  beforeAll(() => {
    filesDir = mkdtempSync(join(tmpdir(), "ignite-files-"))
  })
  afterAll(() => {
    if (filesDir) rmSync(filesDir, { recursive: true, force: true })
  })
  // the test's own view of the same database and files: it sets the user up and checks what is left
  const servers = useFaultServers({ env: () => ({ FILES_DIR: filesDir, RUN_WORKERS: "false" }) })
  beforeAll(async () => {
    const { app } = servers
    ;({ userId, token } = await app.agreedUser("uploader", ["ignite"]))
    env = {
      ...processEnv(servers, join(filesDir, "..", `${app.shared!.schema}-data`)),
      FILES_DIR: filesDir,
    }
  })

  /** A stored file's address as an answer would sign it (the gateways share the secret); a signed one bare. */
  const signed = (path: string) => servers.app.services.fileAddresses.sign(path)
  const bare = (address: string) => address.split("?")[0]!

  /** Paths the user's headshot events name, oldest first. */
  const headshotPaths = async () =>
    (await servers.app.services.platform.store.readStream(`user-${userId}`)).events
      .filter((event) => event.type === "HeadshotChanged")
      .map((event) => (event.data as { path: string }).path)

  const storedFiles = () => {
    try {
      return readdirSync(join(filesDir, "headshots"))
    } catch {
      return []
    }
  }

  it("leaves no event naming a missing or partial file, and serves no partial file", async () => {
    const image = await sharp({
      create: {
        width: 1500,
        height: 1100,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    // files that appeared since this cut began
    let known = new Set<string>()
    const fresh = () => storedFiles().filter((name) => !known.has(name))
    // where the gateway dies: mid-body; while the processed image is written; between the stored file and
    // the event that names it
    const cuts = [
      { sentBytes: Math.floor(image.length / 2) },
      { killWhen: () => fresh().some((name) => name.endsWith(".part")) },
      { killWhen: () => fresh().some((name) => !name.endsWith(".part")) },
    ]
    const outcomes: Array<number | "no answer" | undefined> = []
    for (const cut of cuts) {
      const { child, url } = await spawnGateway(env)
      known = new Set(storedFiles())
      outcomes.push(await uploadThenKill(url, token, image, child, cut))
    }

    // a gateway started again on the same database and files, with no repair step
    const { child, url } = await spawnGateway(env)
    try {
      const paths = await headshotPaths()
      for (const path of paths) {
        // every event names a whole file, served whole
        const served = await fetch(`${url}${signed(path)}`)
        expect(served.status, path).toBe(200)
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
        expect(meta).toMatchObject({ format: "jpeg", width: 512, height: 512 })
      }
      // what the user sees is the last stored headshot, or none
      const current = await fetch(`${url}/api/v1/current_user`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(current.status).toBe(200)
      const shown = ((await current.json()) as { headshot: { path: string } | null }).headshot?.path
      expect(shown && bare(shown)).toBe(paths.at(-1))
      // a file cut short by the kill stays a `.part` the store never serves
      for (const name of storedFiles().filter((file) => file.endsWith(".part"))) {
        const served = await fetch(`${url}${signed(`/files/headshots/${name}`)}`)
        expect(served.status).toBe(404)
      }
      // and uploads work again
      const form = new FormData()
      form.set("user[headshot]", new Blob([new Uint8Array(image)], { type: "image/png" }), "me.png")
      const again = await fetch(`${url}/api/v1/users`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      expect(again.status).toBe(200)
      const latest = bare(((await again.json()) as { headshot: { path: string } }).headshot.path)
      expect(await headshotPaths()).toContain(latest)
      expect(readFileSync(join(filesDir, latest.slice("/files/".length))).length).toBeGreaterThan(0)

      const named = await headshotPaths()
      const unreferenced = storedFiles().filter(
        (name) => !name.endsWith(".part") && !named.includes(`/files/headshots/${name}`),
      )
      console.log(
        `Gateway killed during ${cuts.length} uploads: answers ${outcomes.join(", ")}; ${paths.length} headshots recorded, ` +
          `${unreferenced.length} stored files no event names (unreachable: random names), ` +
          `${storedFiles().filter((name) => name.endsWith(".part")).length} partial files (never served)`,
      )
    } finally {
      await kill(child)
    }
  })
})
