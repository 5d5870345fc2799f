import { isUnstorableText } from "@ignite/contracts"
import { type DevMailboxMessage, escapeHtml, type Queryable, readDevMailbox } from "@ignite/platform"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

/** What the JSON reader answers per message; tests and the e2e journey read confirmation links from it. */
interface DevMailDto {
  readonly id: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly sentAt: string
}

const toDto = (message: DevMailboxMessage): DevMailDto => ({
  id: message.id,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  sentAt: message.sentAt.toISOString(),
})

const recipientOf = (request: FastifyRequest) => {
  const to = (request.query as { to?: unknown }).to
  return typeof to === "string" && to.trim() !== "" ? to.trim() : undefined
}

// Mail HTML is untrusted (it can quote what users typed): it renders in an iframe sandboxed to an opaque
// origin with no scripts, and the page itself may run none.
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'; base-uri 'none'"

const messageHtml = (message: DevMailboxMessage) => `
  <article>
    <h2>${escapeHtml(message.subject)}</h2>
    <p class="meta">To <a href="?to=${encodeURIComponent(message.to)}">${escapeHtml(message.to)}</a>
      · <time datetime="${message.sentAt.toISOString()}">${message.sentAt.toISOString()}</time></p>
    <iframe sandbox="" referrerpolicy="no-referrer" title="${escapeHtml(message.subject)}"
      srcdoc="${escapeHtml(message.html)}"></iframe>
    <details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
  </article>`

const page = (messages: readonly DevMailboxMessage[], to: string | undefined) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Development mailbox</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    article { border-top: 1px solid #ccc; padding: 1rem 0; }
    h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
    .meta { color: #555; margin: 0 0 .5rem; }
    iframe { width: 100%; height: 20rem; border: 1px solid #ddd; resize: vertical; background: #fff; }
  </style>
</head>
<body>
  <h1>Development mailbox</h1>
  <p>Mail the app would have sent, newest first. Set SMTP_URL to send real mail instead.</p>
  <form method="get">
    <label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? "")}"></label>
    <button type="submit">Filter</button> <a href="?">All</a>
  </form>
  ${messages.length === 0 ? "<p>No mail yet.</p>" : messages.map(messageHtml).join("")}
</body>
</html>`

/** This machine: the one place the dev mailbox answers (it holds every reset and claim link). */
export const isLoopback = (ip: string) =>
  ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.")

/**
 * The development mailbox readers: GET /dev/mail (a page) and GET /api/dev/mail?to= (JSON, newest first).
 * Never registered in production, so there both paths fall through to the app's 404; in development they
 * answer callers on this machine only (HOST=0.0.0.0 opens the app to the network, not the mailbox): others
 * get the same 404.
 */
export const registerDevMail = (app: FastifyInstance, sql: Queryable, options: { production: boolean }) => {
  if (options.production) return
  // on the mailbox's two routes only, not a hook every request of the app would pass through
  const fromThisMachine = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // the connection's own peer: the machine the request comes from (a forwarded client address, believed
    // from a trusted proxy for rate limits, does not decide whether this machine's developer is asking)
    const peer = request.socket.remoteAddress ?? request.ip
    if (isLoopback(peer)) return done()
    void reply
      .code(404)
      .send({ error: "NotFound", message: "The requested resource does not exist", status: 404 })
  }
  // No mail can be addressed to text the database cannot even hold (a NUL, a lone surrogate).
  const mailTo = async (to: string | undefined) =>
    to !== undefined && isUnstorableText(to) ? [] : readDevMailbox(sql, { to })
  app.get(
    "/api/dev/mail",
    { onRequest: fromThisMachine },
    async (request): Promise<DevMailDto[]> => (await mailTo(recipientOf(request))).map(toDto),
  )
  app.get("/dev/mail", { onRequest: fromThisMachine }, async (request, reply) => {
    const to = recipientOf(request)
    const messages = await mailTo(to)
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", pagePolicy)
      .send(page(messages, to))
  })
}
