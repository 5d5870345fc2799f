import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createDevMailbox, mailMigrations, runMigrations } from "@ignite/platform"
import { driverName, openTestSql } from "@ignite/platform/testing"
import Fastify, { type FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp } from "../testing/test-app"
import { registerDevMail } from "./dev-mail"

describe(`development mailbox readers on ${driverName()}`, () => {
  let sql: Awaited<ReturnType<typeof openTestSql>>
  let app: FastifyInstance

  beforeAll(async () => {
    sql = await openTestSql()
    await runMigrations(sql, mailMigrations)
    const mailbox = createDevMailbox(sql)
    const mail = (to: string, subject: string, html: string, key: string) =>
      mailbox.send({ to, subject, text: `text of ${subject}`, html, idempotencyKey: key })
    await mail("ada@example.com", "Welcome", "<p>Welcome, Ada</p>", "k1")
    await mail("bob@example.com", "Invite", "<p>Join</p>", "k2")
    await mail("ada@example.com", "<script>alert(1)</script>", "<p>Hi</p><script>alert(2)</script>", "k3")
    app = Fastify({ logger: false })
    registerDevMail(app, sql, { production: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await sql?.dispose()
  })

  it("answers JSON newest first, filtered by recipient", async () => {
    const response = await app.inject({ url: "/api/dev/mail?to=ada@example.com" })
    expect(response.statusCode).toBe(200)
    const body = response.json() as Array<Record<string, unknown>>
    expect(body.map((mail) => mail.subject)).toEqual(["<script>alert(1)</script>", "Welcome"])
    expect(body[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: "ada@example.com",
      subject: "Welcome",
      text: "text of Welcome",
      html: "<p>Welcome, Ada</p>",
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const all = (await app.inject({ url: "/api/dev/mail" })).json() as Array<{ to: string }>
    expect(all.map((mail) => mail.to)).toEqual(["ada@example.com", "bob@example.com", "ada@example.com"])
  })

  it("answers callers on this machine only: from elsewhere both paths are not found (issue 26)", async () => {
    for (const url of ["/api/dev/mail", "/dev/mail", "/api/dev/mail?to=ada@example.com"]) {
      const remote = await app.inject({ url, remoteAddress: "203.0.113.9" })
      expect({ url, status: remote.statusCode, body: remote.json() }).toEqual({
        url,
        status: 404,
        body: { error: "NotFound", message: "The requested resource does not exist", status: 404 },
      })
    }
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect((await app.inject({ url: "/api/dev/mail", remoteAddress })).statusCode).toBe(200)
  })

  it("shows a page that escapes subjects and sandboxes the mail's HTML", async () => {
    const response = await app.inject({ url: "/dev/mail" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toContain("text/html")
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'")
    const html = response.body
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain("<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>")
    expect(html).toContain('srcdoc="&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;"')
    expect(html.match(/<iframe sandbox=""/g)).toHaveLength(3)
    expect(html.indexOf("alert(1)")).toBeLessThan(html.indexOf("Invite"))
    const bob = (await app.inject({ url: "/dev/mail?to=bob@example.com" })).body
    expect(bob).toContain("<h2>Invite</h2>")
    expect(bob).not.toContain("Welcome")
  })

  it("registers nothing in production", async () => {
    const production = Fastify({ logger: false })
    registerDevMail(production, sql, { production: true })
    await production.ready()
    expect(production.hasRoute({ method: "GET", url: "/dev/mail" })).toBe(false)
    expect(production.hasRoute({ method: "GET", url: "/api/dev/mail" })).toBe(false)
    await production.close()
  })

  it("is served by the whole gateway outside production", async () => {
    const gateway = await startTestApp()
    try {
      await createDevMailbox(gateway.services.platform.sql).send({
        to: "eve@example.com",
        subject: "Through the gateway",
        text: "t",
        html: "<p>t</p>",
        idempotencyKey: "gw:1",
      })
      const response = await gateway.request("/api/dev/mail?to=eve@example.com")
      expect(response.status).toBe(200)
      expect(((await response.json()) as Array<{ subject: string }>).map((mail) => mail.subject)).toEqual([
        "Through the gateway",
      ])
      expect((await gateway.request("/dev/mail")).headers.get("content-type")).toContain("text/html")
    } finally {
      await gateway.close()
    }
  })

  it("leaves both paths to the gateway's 404 envelope in production, even with the web app built", async () => {
    // A built web app answers unknown page paths with index.html; /dev/ must not be one of them.
    const webDist = await mkdtemp(join(tmpdir(), "ignite-web-"))
    await writeFile(join(webDist, "index.html"), "<!doctype html><title>app</title>")
    // what production refuses to start without (platform/src/config.ts); nothing is sent here
    const gateway = await startTestApp({
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      JWT_SECRET: "kX9v2Qm7pL4rT8wZ1cN6bF3hJ5dS0aYeUgIoPqRt",
      VISION_KEY: Buffer.alloc(32, 1).toString("base64"),
      PUBLIC_URL: "https://ignite.example",
      WEB_DIST: webDist,
    })
    try {
      for (const path of ["/dev/mail", "/dev/mail?to=ada@example.com", "/api/dev/mail?to=ada@example.com"]) {
        const response = await gateway.request(path)
        expect({ path, status: response.status, body: await response.json() }).toEqual({
          path,
          status: 404,
          body: { error: "NotFound", message: "The requested resource does not exist", status: 404 },
        })
      }
    } finally {
      await gateway.close()
      await rm(webDist, { recursive: true, force: true })
    }
  })
})
