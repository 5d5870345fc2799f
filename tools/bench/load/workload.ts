import { randomUUID } from "node:crypto"
import { artifactCollections } from "@ignite/contracts"
import { demoPassword, demoSavedSearches } from "@ignite/demo"
import { benchQueries, queryString } from "../search/queries"
import { type Actors, type EditTarget, revisionMark } from "./actors"
import { call, signIn } from "./http"

export const kinds = ["browse", "search", "chat", "edit", "signIn"] as const
export type Kind = (typeof kinds)[number]

/**
 * Shares of the requests: people mostly read. Sign-ins are few (each is an argon2 check, ~90 ms of a core by
 * design); chat and edits are the writes.
 */
export const mix: Readonly<Record<Kind, number>> = { browse: 40, search: 30, chat: 15, edit: 10, signIn: 5 }
export const shareOf = (kind: Kind) => mix[kind] / kinds.reduce((sum, k) => sum + mix[k], 0)

/** The app's own sending limit is 60 a minute per person; the bench keeps each sender at half of it. */
export const senderRate = 0.5

/**
 * Who answers in chat: the company users (a fixed few, each at most `senderRate`) take half the messages when
 * they can, the government users the rest; so the bench needs enough government users for their share.
 */
export const chatPlan = (rate: number, companies: number) => {
  const chatRate = rate * shareOf("chat")
  const companyRate = Math.min(chatRate / 2, companies * senderRate * 0.9)
  const govRate = chatRate - companyRate
  return {
    companyShare: chatRate === 0 ? 0 : companyRate / chatRate,
    govUsers: Math.max(companies, Math.ceil(govRate / (senderRate * 0.9))),
  }
}

/**
 * Sign-ins are limited to 30 in 5 minutes per address: each address the bench signs in from is used at most
 * once every 20 s, at a third of that limit.
 */
const signInAddresses = (rate: number) => Math.max(64, Math.ceil(rate * shareOf("signIn") * 20))

export interface KindTally {
  /** Timed phase only, ms from the request's scheduled start (open loop: a late start counts). */
  readonly latencies: number[]
  errors: number
  readonly firstErrors: string[]
}

export interface Tally {
  readonly kinds: Record<Kind, KindTally>
  /** Chat: from the send until the other participant's socket has the push (timed phase). */
  readonly pushLatencies: number[]
  /** Sends the app acknowledged whose push did not reach the other participant's socket within 10 s of it. */
  lostPushes: number
  readonly firstLost: string[]
}

export const createTally = (): Tally => ({
  kinds: Object.fromEntries(
    kinds.map((k): [Kind, KindTally] => [k, { latencies: [], errors: 0, firstErrors: [] }]),
  ) as Record<Kind, KindTally>,
  pushLatencies: [],
  lostPushes: 0,
  firstLost: [],
})

const keep = (list: string[], message: string) => {
  if (list.length < 5) list.push(message)
}

/**
 * The five kinds of request against the actors. `run(kind, t0, timed)` makes one request of the kind and
 * records it; the chat pushes it is waiting for are in `pushes` until they arrive or time out.
 */
export const createWorkload = (url: string, actors: Actors, rate: number, tally: Tally) => {
  const { companyShare } = chatPlan(rate, actors.companies.length)
  const addresses = signInAddresses(rate)
  const searches = [
    ...benchQueries.map((query) => `${query.path}?${queryString(query)}`),
    ...demoSavedSearches.map((search) => `/api/v1/connect/listings?${search.query}`),
  ]
  const browsePaths = [
    "",
    "/listing_services",
    "/listing_products",
    "/listing_use_cases",
    "/listing_awards",
    "/listing_awards?searchAwards=sensor",
  ]
  const counters = { browse: 0, search: 0, chatGov: 0, chatCompany: 0, chatTurn: 0, edit: 0, signIn: 0 }
  let revision = 0
  const pushes = new Set<Promise<void>>()
  const govToken = (i: number) => actors.govTokens[i % actors.govTokens.length]!

  const browse = async () => {
    const i = counters.browse++
    const targets = actors.targets
    // now and then an artifact of the storefronts being edited, as its details modal reads it
    const path =
      i % 10 === 9
        ? (() => {
            const t = targets[i % targets.length]!
            return `/api/v1/connect/listings/${t.company.listingId}/${artifactCollections[t.kind]}/${t.artifact.id}`
          })()
        : `/api/v1/connect/listings/${actors.listingIds[Math.floor(Math.random() * actors.listingIds.length)]}${browsePaths[i % browsePaths.length]}`
    await call(url, "GET", path, { token: govToken(i) })
  }

  const search = async () => {
    const i = counters.search++
    await call(url, "GET", searches[i % searches.length]!, { token: govToken(i + 1) })
  }

  /** One message, alternately from each side in the planned shares; its push is awaited in the background. */
  const chat = async (timed: boolean) => {
    counters.chatTurn += companyShare
    const fromCompany = counters.chatTurn >= 1
    if (fromCompany) counters.chatTurn -= 1
    let conversation: (typeof actors.conversations)[number]
    if (fromCompany) {
      const company = actors.companies[counters.chatCompany++ % actors.companies.length]!
      const theirs = actors.conversations.filter((c) => c.company === company)
      conversation = theirs[company.next++ % theirs.length]!
    } else conversation = actors.conversations[counters.chatGov++ % actors.conversations.length]!
    const token = fromCompany ? conversation.company.token : conversation.govToken
    const receiver = fromCompany ? conversation.govSocket : conversation.company.socket
    const clientMessageId = randomUUID()
    const sentAt = performance.now()
    const message = await call<{ id: string }>(
      url,
      "POST",
      `/api/v1/chat_threads/${conversation.threadId}/user_chat_messages`,
      { token, body: { content: `load bench message ${clientMessageId.slice(0, 8)}`, clientMessageId } },
    )
    conversation.acknowledged.push(message.id)
    // waited for from the acknowledgement (a push that came first is kept by the socket): a slow answer is the
    // answer's latency, not a lost push
    const push = receiver.arrival(clientMessageId).then(
      (at) => {
        if (timed) tally.pushLatencies.push(at - sentAt)
      },
      (error: Error) => {
        tally.lostPushes++
        keep(tally.firstLost, `${fromCompany ? "company → gov" : "gov → company"}: ${error.message}`)
      },
    )
    pushes.add(push)
    void push.finally(() => pushes.delete(push))
  }

  /** The artifact form as the web sends it (multipart, every field of the form), the description marked. */
  const edit = async () => {
    const targets = actors.targets
    let target: EditTarget | undefined
    for (let tries = 0; tries < targets.length && !target; tries++) {
      const candidate = targets[counters.edit++ % targets.length]!
      if (!candidate.inFlight) target = candidate
    }
    if (!target) throw new Error("every artifact has an edit in flight: the app is far behind")
    const { artifact, kind, company } = target
    const next = ++revision
    const collection = artifactCollections[kind]
    const field = (name: string) => `${collection.slice(0, -1)}[${name}]`
    const form = new FormData()
    form.append(field("name"), artifact.name)
    form.append(field("description"), `${target.baseDescription}${revisionMark(next)}`)
    form.append(field("url"), artifact.url ?? "")
    if (kind === "use_case") {
      form.append(field("startDate"), artifact.startDate ?? "")
      form.append(field("endDate"), artifact.endDate ?? "")
    }
    target.inFlight = true
    try {
      await call(url, "PATCH", `/api/v1/listings/${company.listingId}/${collection}/${artifact.id}`, {
        token: company.token,
        body: form,
      })
      target.acknowledged++
      target.lastRevision = next
    } finally {
      target.inFlight = false
    }
  }

  const signInOnce = async () => {
    const i = counters.signIn++
    const address = i % addresses
    await signIn(
      url,
      actors.signInEmails[i % actors.signInEmails.length]!,
      demoPassword,
      `10.79.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    )
  }

  const run = async (kind: Kind, t0: number, timed: boolean) => {
    try {
      if (kind === "browse") await browse()
      else if (kind === "search") await search()
      else if (kind === "chat") await chat(timed)
      else if (kind === "edit") await edit()
      else await signInOnce()
      if (timed) tally.kinds[kind].latencies.push(performance.now() - t0)
    } catch (error) {
      tally.kinds[kind].errors++
      keep(tally.kinds[kind].firstErrors, error instanceof Error ? error.message : String(error))
    }
  }

  return { run, pushes }
}
