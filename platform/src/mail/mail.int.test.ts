import { once } from "node:events"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RecordedEvent } from "../eventstore/types"
import { runMigrations } from "../sql/migrations"
import type { Tx } from "../sql/sql"
import { processBatch, type Subscription } from "../subscriptions/subscription"
import { driverName } from "../testing"
import { useTestStore } from "../testing/conformance"
import { createMailer, MailConfigurationError } from "./create-mailer"
import { readDevMailbox } from "./dev-mailbox"
import { mailReactor } from "./mail-reactor"
import type { Mailer, OutgoingMail } from "./mailer"
import { mailMigrations } from "./migrations"

/** An external mailer (SMTP-like: not transactional) that records sends and can fail on a chosen one. */
const recordingMailer = () => {
  const sent: OutgoingMail[] = []
  let failOn: number | undefined
  let attempts = 0
  const mailer: Mailer = {
    async send(mail) {
      attempts += 1
      if (attempts === failOn) throw new Error("SMTP said 451, try again later")
      sent.push(mail)
    },
  }
  return {
    mailer,
    sent,
    failOnAttempt(n: number) {
      attempts = 0
      failOn = n
    },
  }
}

const renderInvite = (event: RecordedEvent) => {
  const data = event.data as { email: string; silent?: boolean }
  if (data.silent) return undefined
  return { to: data.email, subject: "You are invited", text: "Join us", html: "<p>Join us</p>" }
}

const crashAfterBatch = new Error("crash after the batch, before commit")

describe(`mail on ${driverName()}`, () => {
  const db = useTestStore()
  beforeAll(async () => {
    await runMigrations(db.sql, mailMigrations)
  })

  /** Each test appends its own event type, so reactors of different tests never see each other's events. */
  const invite = (type: string, email: string, extra: Record<string, unknown> = {}) =>
    db.store.append(`invite-${email}`, [{ type, data: { email, ...extra } }])

  /**
   * Unfenced: every event here was committed by an awaited append, and the fence would also wait for any
   * transaction open elsewhere on a shared PostgreSQL server (another test file), making counts flaky.
   */
  const batch = (reactor: Subscription, tx?: Tx) => processBatch(db.store, reactor, { unfenced: true, tx })

  /** One batch whose transaction rolls back after the handler ran, as if the process died before commit. */
  const processAndRollBack = async (reactor: Subscription) => {
    await expect(
      db.sql.transaction(async (tx) => {
        await batch(reactor, tx)
        throw crashAfterBatch
      }),
    ).rejects.toBe(crashAfterBatch)
  }

  const deliveries = async (prefix: string) =>
    (
      await db.sql.query<{ idempotency_key: string }>(
        "select idempotency_key from mail_deliveries where idempotency_key like $1 order by 1",
        [`${prefix}:%`],
      )
    ).map((row) => row.idempotency_key)

  describe("development mailbox", () => {
    it("stores messages, reads them back newest first, filters by recipient and keeps one per key", async () => {
      const { sql } = db
      const mailer = createMailer({ sql, production: false })
      const mail = (to: string, subject: string) => ({
        to,
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
      })
      await mailer.send({ ...mail("ada@example.com", "first"), idempotencyKey: "box:1" })
      await mailer.send({ ...mail("bob@example.com", "second"), idempotencyKey: "box:2" })
      await mailer.send({ ...mail("Ada@Example.com", "third"), idempotencyKey: "box:3" })
      await mailer.send({ ...mail("ada@example.com", "third again"), idempotencyKey: "box:3" })

      const all = await readDevMailbox(sql)
      expect(all.map((message) => message.subject)).toEqual(["third", "second", "first"])
      expect(all[0]).toMatchObject({ to: "Ada@Example.com", text: "third", html: "<p>third</p>" })
      expect(all[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(all[0]!.sentAt).toBeInstanceOf(Date)
      const ada = await readDevMailbox(sql, { to: "ADA@example.com" })
      expect(ada.map((message) => message.subject)).toEqual(["third", "first"])
    })
  })

  describe("mailReactor", () => {
    it("sends one mail per event, skips what render declines, and never twice after a rollback", async () => {
      const { sql } = db
      const type = "ReactorA.InviteSent"
      const { mailer, sent } = recordingMailer()
      const reactor = mailReactor({ name: "mail-a", eventTypes: [type], render: renderInvite, mailer, sql })
      const events = [
        (await invite(type, "a1@example.com")).events[0]!,
        (await invite(type, "a2@example.com", { silent: true })).events[0]!,
        (await invite(type, "a3@example.com")).events[0]!,
      ]
      await invite("ReactorA.Unrelated", "a4@example.com")

      await processAndRollBack(reactor)
      expect(sent.map((mail) => mail.to)).toEqual(["a1@example.com", "a3@example.com"])

      expect((await batch(reactor)).processed).toBe(3)
      expect((await batch(reactor)).processed).toBe(0)
      expect(sent.map((mail) => mail.to)).toEqual(["a1@example.com", "a3@example.com"])
      expect(sent.map((mail) => mail.idempotencyKey)).toEqual([
        `mail-a:${events[0]!.eventId}`,
        `mail-a:${events[2]!.eventId}`,
      ])
      expect(await deliveries("mail-a")).toEqual(sent.map((mail) => mail.idempotencyKey).sort())
    })

    it("resumes after a failed send without repeating the mails sent before it", async () => {
      const { sql } = db
      const type = "ReactorB.InviteSent"
      const { mailer, sent, failOnAttempt } = recordingMailer()
      const reactor = mailReactor({ name: "mail-b", eventTypes: [type], render: renderInvite, mailer, sql })
      for (const n of [1, 2, 3]) await invite(type, `b${n}@example.com`)

      failOnAttempt(2)
      await expect(batch(reactor)).rejects.toThrow("451")
      expect(sent.map((mail) => mail.to)).toEqual(["b1@example.com"])

      expect((await batch(reactor)).processed).toBe(3)
      expect(sent.map((mail) => mail.to)).toEqual(["b1@example.com", "b2@example.com", "b3@example.com"])
    })

    it.runIf(driverName() === "pg")(
      "on PostgreSQL the delivery record survives the rollback itself, not only this process's memory",
      async () => {
        const { sql } = db
        const type = "ReactorC.InviteSent"
        const first = recordingMailer()
        const reactor = (mailer: Mailer) =>
          mailReactor({ name: "mail-c", eventTypes: [type], render: renderInvite, mailer, sql })
        await invite(type, "c1@example.com")

        await processAndRollBack(reactor(first.mailer))
        const restarted = recordingMailer()
        expect((await batch(reactor(restarted.mailer))).processed).toBe(1)
        expect(first.sent).toHaveLength(1)
        expect(restarted.sent).toHaveLength(0)
      },
    )

    it("delivers into the development mailbox exactly once, committing with the batch", async () => {
      const { sql } = db
      const type = "ReactorD.InviteSent"
      const mailer = createMailer({ sql, production: false })
      const reactor = mailReactor({ name: "mail-d", eventTypes: [type], render: renderInvite, mailer, sql })
      await invite(type, "d1@example.com")
      await invite(type, "d2@example.com", { silent: true })

      await processAndRollBack(reactor)
      expect(await readDevMailbox(sql, { to: "d1@example.com" })).toEqual([])

      expect((await batch(reactor)).processed).toBe(2)
      await processAndRollBack(reactor)
      expect((await readDevMailbox(sql, { to: "d1@example.com" })).map((m) => m.subject)).toEqual([
        "You are invited",
      ])
      expect(await readDevMailbox(sql, { to: "d2@example.com" })).toEqual([])
      expect(await deliveries("mail-d")).toHaveLength(1)
    })
  })

  describe("SMTP", () => {
    interface Captured {
      readonly user?: string
      readonly from?: string
      readonly to: string[]
      readonly raw: string
    }
    const captured: Captured[] = []
    let server: SMTPServer
    let port: number

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        allowInsecureAuth: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onAuth(auth, _session, callback) {
          callback(null, { user: auth.username })
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on("data", (chunk: Buffer) => chunks.push(chunk))
          stream.on("end", () => {
            captured.push({
              user: session.user as string | undefined,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((address) => address.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            })
            callback()
          })
        },
      })
      server.listen(0, "127.0.0.1")
      await once(server.server, "listening")
      port = (server.server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it("sends through the server named by SMTP_URL, logging in with its credentials", async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://mailer:secret@127.0.0.1:${port}`,
        from: "Ignite <no-reply@ignite.test>",
        production: true,
      })
      const mail = {
        to: "grace@example.com",
        subject: "Confirm your email",
        text: "Open this link to confirm.",
        html: "<p>Open this link to confirm.</p>",
        idempotencyKey: "smtp:1",
      }
      await mailer.send(mail)
      await mailer.send(mail)

      expect(captured).toHaveLength(2)
      const [first, second] = captured as [Captured, Captured]
      expect(first).toMatchObject({ user: "mailer", from: "no-reply@ignite.test", to: ["grace@example.com"] })
      expect(first.raw).toMatch(/^Subject: Confirm your email\r$/m)
      expect(first.raw).toMatch(/^To: grace@example\.com\r$/m)
      expect(first.raw).toContain("Open this link to confirm.")
      const messageId = (raw: string) => /^Message-ID: (.+)\r$/im.exec(raw)?.[1]
      expect(messageId(first.raw)).toMatch(/^<[0-9a-f]{32}@ignite\.test>$/)
      expect(messageId(second.raw)).toBe(messageId(first.raw))
    })

    it("refuses production without SMTP_URL, and a malformed SMTP_URL without echoing it", () => {
      const { sql } = db
      expect(() => createMailer({ sql, production: true })).toThrow(MailConfigurationError)
      expect(() => createMailer({ sql, production: true })).toThrow(/SMTP_URL is required in production/)
      const malformed = () => createMailer({ smtpUrl: "http://user:hunter2@host", production: false })
      expect(malformed).toThrow(MailConfigurationError)
      expect(malformed).not.toThrow(/hunter2/)
    })
  })
})
