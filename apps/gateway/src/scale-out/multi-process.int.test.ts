import { join, resolve } from "node:path"
import type { ChatThreadView } from "@ignite/contracts"
import { generateSbirCsv } from "@ignite/demo"
import {
  type IgniteProcess,
  startIgniteProcess,
  testDatabaseUrl,
  testNatsUrl,
  waitFor,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CableClient, openCable } from "../testing/cable-client"
import { startTestApp, type TestApp, testJwtSecret } from "../testing/test-app"

const repoRoot = resolve(import.meta.dirname, "../../../..")
const govUsers = 4
const messagesEach = 10
const awards = 1_500

const needs = !testDatabaseUrl() || !testNatsUrl()

/**
 * Issue 23's topology as processes on this machine: two gateways (ROLE=gateway) and two workers (one started as
 * the gateway's entry with ROLE=worker, one as apps/worker) on one PostgreSQL schema and one NATS namespace.
 * During a burst of commands the worker that owns the subscriptions is killed (SIGKILL, as a crash); the other
 * takes them over from their checkpoints. Chat messages are sent through gateway 1 and pushed to a socket on
 * gateway 2, which hears them only through the relay and NATS.
 */
describe.skipIf(needs)(
  `two gateways and two workers as processes${needs ? " (skipped: needs DATABASE_URL and NATS_URL, the PostgreSQL + NATS pass)" : ""}`,
  () => {
    let app: TestApp
    let env: Record<string, string>
    const processes: IgniteProcess[] = []
    const sockets: CableClient[] = []

    const start = async (name: string, entry: "gateway" | "worker", role: "gateway" | "worker") => {
      const started = await startIgniteProcess(entry, {
        ...env,
        ROLE: role,
        DATA_DIR: join(repoRoot, ".tmp", "test-data", `${app.shared!.schema}-${name}`),
      })
      processes.push(started)
      return started
    }

    beforeAll(async () => {
      // the test's own gateway (no workers): it makes the users and runs the import as a gateway would
      app = await startTestApp({ ROLE: "gateway" })
      const { schema, namespace } = app.shared!
      env = {
        DATABASE_URL: testDatabaseUrl()!,
        DATABASE_SCHEMA: schema,
        NATS_URL: testNatsUrl()!,
        BUS_NAMESPACE: namespace,
        JWT_SECRET: testJwtSecret,
        DEMO_DATA: "false",
        PORT: "0",
        HOST: "127.0.0.1",
        WEB_DIST: join(repoRoot, ".tmp", "no-web-dist"),
      }
    }, 120_000)

    afterAll(async () => {
      for (const socket of sockets) socket.close()
      await Promise.all(processes.map((running) => running.stop("SIGKILL")))
      await app?.close()
    })

    it("loses no event and repeats none when a worker is killed during a burst; every live message arrives once", async () => {
      // the first worker takes every lease; the second waits for one to come free
      const first = await start("worker-1", "gateway", "worker")
      const [second, g1, g2] = await Promise.all([
        start("worker-2", "worker", "worker"),
        start("gateway-1", "gateway", "gateway"),
        start("gateway-2", "gateway", "gateway"),
      ])
      expect(g1.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(second.url).toBeUndefined()

      const company = await app.agreedCompanyOwner("Scaled Sprockets")
      const govs = []
      for (let i = 0; i < govUsers; i++) {
        const gov = await app.agreedUser(`scale gov ${i}`, ["gov"])
        govs.push(gov)
      }
      const post = async (base: string, path: string, token: string, body: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        })
        expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201)
        return response.json()
      }
      const threads: string[] = []
      for (const gov of govs) {
        const thread = (await post(app.url, "/api/v1/chat_threads", company.token, {
          participants: [{ participantType: "User", participantId: gov.userId }],
          initialMessages: [{ content: "Hello from Scaled Sprockets" }],
        })) as ChatThreadView
        threads.push(thread.id)
      }

      // the company listens on gateway 2, the first government user on gateway 1, where they send
      const companySocket = await openCable({ url: g2.url! }, company.token)
      const govSocket = await openCable({ url: g1.url! }, govs[0]!.token)
      sockets.push(companySocket, govSocket)
      for (const socket of sockets) expect(await socket.subscribe("ChatChannel")).toBe("confirm_subscription")

      // the burst: an award import (async read models to fold) and every government user's messages
      const imported = app.services.companies.sbirImports.importFile(
        generateSbirCsv({ companies: 15, awards, seed: 23, months: 12, until: new Date(), ueiPrefix: "SO" }),
        { batchSize: 250 },
      )
      let sent = 0
      let killedAt: number | undefined
      const sends = govs.map(async (gov, index) => {
        for (let n = 0; n < messagesEach; n++) {
          await post(g1.url!, `/api/v1/chat_threads/${threads[index]}/user_chat_messages`, gov.token, {
            content: `burst ${index}-${n}`,
            clientMessageId: `burst-${index}-${n}`,
          })
          sent++
          // the owner of every subscription dies mid-burst, between one batch and the next
          if (sent === Math.floor((govUsers * messagesEach) / 3) && killedAt === undefined) {
            killedAt = Date.now()
            await first.stop("SIGKILL")
          }
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
      await Promise.all(sends)
      expect((await imported).awardsNew).toBe(awards)
      expect(killedAt).toBeDefined()
      expect(await first.exited).toBeNull()

      const burstIn = (socket: CableClient) =>
        socket
          .pushes("ChatChannel")
          .filter((push) => push.type === "message")
          .map((push) => push.message as { id: string; content: string })
          .filter((message) => message.content.startsWith("burst "))
      // every live message reaches the company on the other gateway, through the surviving worker's relay
      await waitFor(() => burstIn(companySocket).length >= govUsers * messagesEach, {
        timeoutMs: 60_000,
        message: `every burst message on gateway 2 (${burstIn(companySocket).length} so far)`,
      })
      // and once: a relay batch published again after the kill reaches no socket a second time
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const atCompany = burstIn(companySocket)
      expect(atCompany).toHaveLength(govUsers * messagesEach)
      expect(new Set(atCompany.map((message) => message.id)).size).toBe(govUsers * messagesEach)
      const atGov = burstIn(govSocket)
      expect(atGov.map((message) => message.content).sort()).toEqual(
        Array.from({ length: messagesEach }, (_, n) => `burst 0-${n}`).sort(),
      )

      // the surviving worker folds everything, and every read model equals a clean rebuild of the log
      const projections = app.services.platform.projections
      await waitFor(async () => (await projections.status()).every((lag) => lag.eventsBehind === 0), {
        timeoutMs: 90_000,
        intervalMs: 250,
        message: `the read models to catch up after the kill; the surviving worker said: ${second.output().slice(-2000)}`,
      })
      for (const name of projections.definitions.keys()) {
        const report = await projections.verify(name)
        expect(
          report.ok,
          `${name}: ${JSON.stringify(report.tables.filter((table) => table.onlyLive.length + table.onlyRebuilt.length > 0))}`,
        ).toBe(true)
      }
      // the survivor took the relay over from the killed owner (it logs each takeover)
      const takenOver = second
        .output()
        .split("\n")
        .filter((line) => line.includes("took over a worker whose owner stopped"))
        .map((line) => (JSON.parse(line) as { worker: string }).worker)
      expect(takenOver).toContain("relay:bus")
      // the gateways ran none of it
      for (const gateway of [g1, g2]) expect(gateway.output()).not.toContain("worker started")
    }, 300_000)
  },
)
