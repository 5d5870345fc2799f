import { setTimeout as sleep } from "node:timers/promises"
import { artifactCollections, type ListingArtifact } from "@ignite/contracts"
import { type Actors, editsIn, revisionMark } from "./actors"
import { call } from "./http"
import { projectionLags } from "./monitor"

/**
 * After the run: waits until no projection is behind (at most `timeoutMs`), so a read model that merely lags
 * is not mistaken for one that lost an event. Answers what is still behind then.
 */
export const settle = async (url: string, jwtSecret: string, timeoutMs: number) => {
  const begun = performance.now()
  for (;;) {
    const behind = (await projectionLags(url, jwtSecret)).filter((lag) => lag.eventsBehind > 0)
    const seconds = (performance.now() - begun) / 1000
    if (behind.length === 0 || seconds * 1000 > timeoutMs)
      return { seconds, behind: behind.map((lag) => `${lag.name} (${lag.eventsBehind} events behind)`) }
    await sleep(250)
  }
}

/** Every message id of a thread, paging back from the newest (pages answer oldest first). */
const messageIdsOf = async (url: string, token: string, threadId: string) => {
  const ids = new Set<string>()
  let before: string | undefined
  for (;;) {
    const page = await call<{ data: { id: string }[]; hasOlder: boolean }>(
      url,
      "GET",
      `/api/v1/chat_threads/${threadId}/user_chat_messages?perPage=100${before ? `&before=${before}` : ""}`,
      { token },
    )
    for (const message of page.data) ids.add(message.id)
    if (!page.hasOlder || page.data.length === 0) return ids
    before = page.data[0]!.id
  }
}

/** Sends the app acknowledged that the thread, read by its government participant, does not hold. */
export const missingMessages = async (url: string, actors: Actors) => {
  let sent = 0
  const missing: string[] = []
  for (const conversation of actors.conversations) {
    const held = await messageIdsOf(url, conversation.govToken, conversation.threadId)
    sent += conversation.acknowledged.length
    for (const id of conversation.acknowledged)
      if (!held.has(id)) missing.push(`message ${id} of thread ${conversation.threadId}`)
  }
  return { sent, missing }
}

/**
 * Every acknowledged edit is in the log (its artifact's stream holds as many more ListingArtifactEdited events
 * as edits were acknowledged), and the last one is what both the owner's read and the marketplace's read show.
 */
export const unseenEdits = async (url: string, jwtSecret: string, actors: Actors) => {
  let acknowledged = 0
  const unseen: string[] = []
  const govToken = actors.govTokens[0]!
  for (const target of actors.targets) {
    if (target.acknowledged === 0) continue
    acknowledged += target.acknowledged
    const { company, kind, artifact } = target
    const name = `${kind} "${artifact.name}"`
    const logged = (await editsIn(url, jwtSecret, artifact.id)) - target.editsBefore
    if (logged !== target.acknowledged)
      unseen.push(`${name}: ${target.acknowledged} edits acknowledged, ${logged} in the log`)
    const expected = `${target.baseDescription}${revisionMark(target.lastRevision!)}`
    const item = `${artifactCollections[kind]}/${artifact.id}`
    for (const [side, path, token] of [
      ["owner", `/api/v1/listings/${company.listingId}/${item}`, company.token],
      ["marketplace", `/api/v1/connect/listings/${company.listingId}/${item}`, govToken],
    ] as const) {
      const read = await call<ListingArtifact>(url, "GET", path, { token })
      if (read.description !== expected)
        unseen.push(
          `${name}: the ${side} read shows "…${read.description.slice(-40)}", not revision ${target.lastRevision}`,
        )
    }
  }
  return { acknowledged, unseen }
}
