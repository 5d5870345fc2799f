import {
  type ArtifactKind,
  artifactCollections,
  artifactKinds,
  type ListingArtifact,
} from "@ignite/contracts"
import {
  demoCompany,
  demoGovUsers,
  demoPassword,
  demoUsers,
  generatedGovUser,
  showcaseCompanies,
} from "@ignite/demo"
import { createJwtKeys } from "@ignite/platform"
import { type ChatSocket, openChatSocket } from "../chat/cable-client"
import { benchGovConversation } from "../gateway/bench-user"
import { call, signIn } from "./http"

/** A company user of the demo with their storefront, signed in, their socket open. */
export interface Company {
  readonly email: string
  readonly token: string
  readonly accountId: string
  readonly listingId: string
  readonly socket: ChatSocket
  /** Round-robin over the company's conversations when it answers. */
  next: number
}

/** A government bench user's thread with one company. */
export interface Conversation {
  readonly threadId: string
  readonly govToken: string
  readonly govSocket: ChatSocket
  readonly company: Company
  /** Message ids of the sends the app acknowledged (2xx), to find in the thread after the run. */
  readonly acknowledged: string[]
}

/** An artifact of a company's storefront that the edits rewrite. */
export interface EditTarget {
  readonly company: Company
  readonly kind: ArtifactKind
  readonly artifact: ListingArtifact
  /** The description without the bench's revision mark. */
  readonly baseDescription: string
  /** ListingArtifactEdited events in the artifact's stream before the bench. */
  readonly editsBefore: number
  inFlight: boolean
  /** Edits the app acknowledged, and the revision of the last one. */
  acknowledged: number
  lastRevision?: number
}

export interface Actors {
  readonly companies: readonly Company[]
  readonly conversations: readonly Conversation[]
  readonly targets: readonly EditTarget[]
  /** Government bench users' session tokens (browse and search). */
  readonly govTokens: readonly string[]
  /** Published storefronts the government users can see. */
  readonly listingIds: readonly string[]
  /** Demo users who sign in with the demo password during the run. */
  readonly signInEmails: readonly string[]
}

export const revisionMark = (revision: number) => ` (load bench revision ${revision})`
const withoutMark = (description: string) => description.replace(/ \(load bench revision \d+\)$/, "")

/** An operator token signed with the app's key, as the CLI makes one. */
export const operatorToken = (jwtSecret: string) =>
  createJwtKeys(new TextEncoder().encode(jwtSecret)).sign({ sub: "bench", roles: ["operator"] }, 300)

interface Paged<T> {
  readonly data: readonly T[]
  readonly pagination: { readonly pages: number }
}

/** Every page of a collection (at most `maxPages`). */
const allPages = async <T>(url: string, path: string, token: string, maxPages = 10) => {
  const items: T[] = []
  for (let page = 1; page <= maxPages; page++) {
    const answer = await call<Paged<T>>(url, "GET", `${path}${path.includes("?") ? "&" : "?"}page=${page}`, {
      token,
    })
    items.push(...answer.data)
    if (page >= answer.pagination.pages) break
  }
  return items
}

export const editsIn = async (url: string, jwtSecret: string, artifactId: string) => {
  const events = await call<{ eventType: string }[]>(
    url,
    "GET",
    `/api/v1/operator/streams/listingartifact-${artifactId}/events`,
    { token: await operatorToken(jwtSecret) },
  )
  return events.filter((event) => event.eventType === "ListingArtifactEdited").length
}

/**
 * The company users the demo seeds with the demo password (Acme's and the showcase owners', not the
 * VISION-only one: the bench's government users are not linked to VISION), each signed in from an address of
 * its own, with their storefront and a socket.
 */
const companiesOf = async (url: string) => {
  const emails = [
    demoCompany.contactEmail,
    ...showcaseCompanies.filter((company) => !company.visionOnly).map((company) => company.owner.email),
  ]
  const companies: Company[] = []
  for (const [i, email] of emails.entries()) {
    const token = await signIn(url, email, demoPassword, `10.78.0.${i + 1}`)
    const me = await call<{ accountId: string }>(url, "GET", "/api/v1/current_user", { token })
    const listings = await call<Paged<{ id: string }>>(url, "GET", "/api/v1/current_user/listings", { token })
    const socket = await openChatSocket(url, token)
    companies.push({
      email,
      token,
      accountId: me.accountId,
      listingId: listings.data[0]!.id,
      socket,
      next: 0,
    })
  }
  return companies
}

/**
 * Everyone the workload acts as: government users made with the operator API, as many as `govUsersFor` the
 * number of companies (each signed in from its own address, with a socket, each starting one conversation
 * with a company in turn), the demo's company users, their artifacts to edit, the storefronts to browse and
 * the demo users to sign in.
 */
export const prepareActors = async (
  url: string,
  jwtSecret: string,
  govUsersFor: (companies: number) => number,
): Promise<Actors> => {
  const companies = await companiesOf(url)
  const govUsers = govUsersFor(companies.length)
  const conversations: Conversation[] = []
  for (let i = 0; i < govUsers; i++) {
    const company = companies[i % companies.length]!
    const { govToken, threadId } = await benchGovConversation(url, jwtSecret, {
      bench: "load",
      index: i,
      accountId: company.accountId,
      subnet: 77,
    })
    const govSocket = await openChatSocket(url, govToken)
    conversations.push({ threadId, govToken, govSocket, company, acknowledged: [] })
  }
  const govTokens = conversations.map((c) => c.govToken)

  const listingIds = (
    await allPages<{ id: string }>(url, "/api/v1/connect/listings?perPage=20", govTokens[0]!, 5)
  ).map((listing) => listing.id)
  for (const company of companies)
    if (!listingIds.includes(company.listingId))
      // a storefront outside the first pages is still browsed; one the government users cannot see is an error
      await call(url, "GET", `/api/v1/connect/listings/${company.listingId}`, { token: govTokens[0]! })

  const targets: EditTarget[] = []
  for (const company of companies)
    for (const kind of artifactKinds) {
      const artifacts = await allPages<ListingArtifact>(
        url,
        `/api/v1/listings/${company.listingId}/${artifactCollections[kind]}?perPage=20`,
        company.token,
      )
      for (const artifact of artifacts)
        targets.push({
          company,
          kind,
          artifact,
          baseDescription: withoutMark(artifact.description),
          editsBefore: await editsIn(url, jwtSecret, artifact.id),
          inFlight: false,
          acknowledged: 0,
        })
    }
  if (targets.length === 0) throw new Error("the demo companies have no artifacts to edit")

  const now = new Date()
  const signInEmails = [
    ...demoUsers.filter((user) => user.roles.includes("gov" as never)).map((user) => user.email),
    ...Array.from(
      { length: demoGovUsers.count },
      (_, i) => generatedGovUser({ ...demoGovUsers, until: now }, i).email,
    ),
  ]
  return {
    companies,
    conversations,
    targets,
    govTokens,
    listingIds: [...new Set([...listingIds, ...companies.map((c) => c.listingId)])],
    signInEmails,
  }
}

export const closeSockets = (actors: Actors | undefined) => {
  for (const company of actors?.companies ?? []) company.socket.close()
  for (const conversation of actors?.conversations ?? []) conversation.govSocket.close()
}
