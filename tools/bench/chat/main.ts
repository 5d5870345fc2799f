/**
 * Chat delivery benchmark: a message sent over HTTP (`POST /api/v1/chat_threads/{id}/user_chat_messages`)
 * until the other participant's socket (`/cable`, ChatChannel) receives it, at N concurrent conversations on
 * one gateway, next to the same with one conversation (the baseline, in the same run).
 *
 *   npm run bench:chat -- [--conversations 50] [--seconds 20] [--database-url URL]
 *
 * The app runs as `npm start` runs it (its own process, demo data on, embedded PGlite by default or
 * PostgreSQL + NATS with --database-url/--nats-url). See README.md.
 */
import { randomUUID } from "node:crypto"
import { loadavg } from "node:os"
import { Command, InvalidArgumentError } from "commander"
import { benchGovConversation } from "../gateway/bench-user"
import { startDemoApp, stopCurrentTarget } from "../gateway/target"
import { atMost, resultRow, writeResult } from "../report/result"
import { percentile } from "../search/load"
import { type ChatSocket, openChatSocket } from "./cable-client"

interface Options {
  readonly conversations: number
  readonly seconds: number
  readonly databaseUrl?: string
  readonly natsUrl?: string
}

const wholeNumber = (value: string) => {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError("a whole number ≥ 1")
  return parsed
}

const options = new Command()
  .name("bench:chat")
  .option("--conversations <n>", "concurrent conversations", wholeNumber, 50)
  .option("--seconds <s>", "timed load per run", wholeNumber, 20)
  .option("--database-url <url>", "PostgreSQL instead of the embedded default")
  .option("--nats-url <url>", "NATS JetStream instead of the in-process bus (with --database-url)")
  .parse()
  .opts<Options>()

const jwtSecret = "bench-secret-bench-secret-bench-secret"
// the app's own limits hold (20 messages in 10 s, 60 a minute per person): each sender writes about 45 a
// minute, with a pause between 1.1 and 1.5 s, and the senders start spread over one pause, as people do rather
// than fifty clients in lockstep
const gapMs = 1300
const pause = () => new Promise((resolve) => setTimeout(resolve, gapMs - 200 + Math.random() * 400))

/** A JSON call; while setting up, a 429 waits and tries again, while timing it is an error (the bench's pace is wrong). */
const call = async <T>(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  waitWhenLimited = true,
) => {
  for (;;) {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (response.status === 429 && waitWhenLimited) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }
}

const signIn = async (url: string, email: string, password: string) => {
  const response = await fetch(`${url}/api/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email, password } }),
  })
  if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}`)
  return response.headers.get("authorization")!.slice("Bearer ".length)
}

interface Conversation {
  readonly threadId: string
  readonly govToken: string
  readonly govSocket: ChatSocket
}

interface Sample {
  /** send → the other participant's socket */
  readonly push: number
  /** send → the HTTP answer */
  readonly answer: number
}

/** One message: sent by `token`, timed until `socket` (the other side's) has it. */
const sendOnce = async (
  url: string,
  token: string,
  threadId: string,
  socket: ChatSocket,
): Promise<Sample> => {
  const clientMessageId = randomUUID()
  const t0 = performance.now()
  const arrived = socket.arrival(clientMessageId)
  await call(
    url,
    token,
    "POST",
    `/api/v1/chat_threads/${threadId}/user_chat_messages`,
    {
      content: `bench message ${clientMessageId.slice(0, 8)}`,
      clientMessageId,
    },
    false,
  )
  const answered = performance.now()
  return { push: (await arrived) - t0, answer: answered - t0 }
}

/**
 * Each conversation's government user writes every `gapMs` (a closed loop with a pause: a person's pace,
 * under the sending limits); the company's user answers in turn across the conversations, within its own
 * limits. Every message is timed until the other side's socket has it.
 */
const run = async (
  url: string,
  conversations: readonly Conversation[],
  company: { token: string; socket: ChatSocket },
  seconds: number,
) => {
  const samples: { gov: Sample[]; company: Sample[] } = { gov: [], company: [] }
  const until = performance.now() + seconds * 1000
  const govLoop = async (conversation: Conversation, i: number) => {
    await new Promise((resolve) => setTimeout(resolve, (i / conversations.length) * gapMs))
    while (performance.now() < until) {
      samples.gov.push(await sendOnce(url, conversation.govToken, conversation.threadId, company.socket))
      await pause()
    }
  }
  const companyLoop = async () => {
    for (let i = 0; performance.now() < until; i++) {
      const conversation = conversations[i % conversations.length]!
      samples.company.push(await sendOnce(url, company.token, conversation.threadId, conversation.govSocket))
      await pause()
    }
  }
  await Promise.all([...conversations.map((c, i) => govLoop(c, i)), companyLoop()])
  return samples
}

const stats = (values: number[]) => {
  const sorted = Float64Array.from(values).sort()
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}
const ms = (value: number) => value.toFixed(1).padStart(8)

const main = async () => {
  console.log(
    `starting the app (${options.databaseUrl ? "PostgreSQL" : "PGlite"}, ${options.natsUrl ? "NATS" : "in-process bus"}, demo data) …`,
  )
  const app = await startDemoApp({ name: "bench_chat", jwtSecret, ...options })
  const sockets: ChatSocket[] = []
  try {
    const { url } = app
    const companyToken = await signIn(url, "company@ignite.local", "Ignite123!")
    const acme = await call<{ accountId: string }>(url, companyToken, "GET", "/api/v1/current_user")
    const companySocket = await openChatSocket(url, companyToken)
    sockets.push(companySocket)
    console.log(`opening ${options.conversations} conversations (a government user's first message each) …`)
    const conversations: Conversation[] = []
    for (let i = 0; i < options.conversations; i++) {
      // each government user starts their conversation with Acme Robotics (published in the demo)
      const { govToken, threadId } = await benchGovConversation(url, jwtSecret, {
        bench: "chat",
        index: i,
        accountId: acme.accountId,
        subnet: 77,
      })
      const govSocket = await openChatSocket(url, govToken)
      sockets.push(govSocket)
      conversations.push({ threadId, govToken, govSocket })
    }
    const company = { token: companyToken, socket: companySocket }
    console.log(`baseline: 1 conversation for ${options.seconds} s …`)
    const baseline = await run(url, conversations.slice(0, 1), company, options.seconds)
    console.log(`load: ${options.conversations} conversations for ${options.seconds} s …`)
    const load = await run(url, conversations, company, options.seconds)

    console.log(
      `\nload average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; latencies in ms`,
    )
    console.log(
      "run              direction        n  push p50 push p99  answer p50 answer p99  push p99 / baseline",
    )
    const base = stats(baseline.gov.map((s) => s.push))
    for (const [label, samples] of [
      ["1 conversation", baseline],
      [`${options.conversations} conversations`, load],
    ] as const)
      for (const direction of ["gov", "company"] as const) {
        const push = stats(samples[direction].map((s) => s.push))
        const answer = stats(samples[direction].map((s) => s.answer))
        console.log(
          `${label.padEnd(16)} ${(direction === "gov" ? "gov → company" : "company → gov").padEnd(14)} ${String(push.n).padStart(5)} ${ms(push.p50)} ${ms(push.p99)}    ${ms(answer.p50)}   ${ms(answer.p99)}   ${(push.p99 / base.p99).toFixed(2)}x`,
        )
      }
    const loaded = stats([...load.gov, ...load.company].map((s) => s.push))
    console.log(
      `\ngoal: push p99 ≤ 50 ms at ${options.conversations} conversations: ${loaded.p99.toFixed(1)} ms, ${loaded.p99 <= 50 ? "met" : "MISSED"}`,
    )
    const size = `${options.conversations} conversations`
    const row = (measure: string, value: number) =>
      resultRow({
        benchmark: "chat",
        measure,
        size,
        value,
        unit: "ms",
        baseline: { name: "1 conversation", value: base.p99 },
      })
    writeResult("chat", [
      row("push p99, gov → company", stats(load.gov.map((s) => s.push)).p99),
      row("push p99, company → gov", stats(load.company.map((s) => s.push)).p99),
      { ...row("push p99, both ways", loaded.p99), goal: atMost(loaded.p99, 50, "≤ 50 ms") },
    ])
  } finally {
    for (const socket of sockets) socket.close()
    await app.stop()
  }
}

process.on("SIGINT", () => {
  void stopCurrentTarget().then(() => process.exit(130))
})
await main()
