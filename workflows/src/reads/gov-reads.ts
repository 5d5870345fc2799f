import { AppError, connectorTier, type GovUser, type GovUsersPage, govUserMessages } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { chatFactsOfGovUsers } from "@ignite/projection-chat"
import {
  findGovUser,
  type GovUserNames,
  type GovUserSearch,
  searchGovUsers,
} from "@ignite/projection-gov-users"
import type { Viewer } from "../access/resource-access"
import type { Reads } from "./reads"
import type { ReferenceLists } from "./reference-lists"

/**
 * The government user read model's queries, with the reference lists' names as they stand now and the chat
 * read model's facts (spec 01 §3 User): `activeChatThreadsCount` (and the connector tier it gives) and
 * `chatThreadIdsWithCurrentUserAccount`, the reader's account's thread with each user (the search card's
 * and the profile's "Go to chat"). A reader without an account (a government user, an admin) has none.
 */
export const createGovReads = (deps: {
  db: Queryable
  lists: ReferenceLists
  reads: Pick<Reads, "currentUser">
  now?: () => Date
}) => {
  const now = deps.now ?? (() => new Date())
  const withChatFacts = async (users: readonly GovUser[], viewer?: Viewer): Promise<GovUser[]> => {
    if (users.length === 0) return []
    const readerAccountId = viewer
      ? ((await deps.reads.currentUser(viewer.sub).catch(() => undefined))?.accountId ?? null)
      : null
    const facts = await chatFactsOfGovUsers(
      deps.db,
      users.map((user) => user.id),
      readerAccountId,
    )
    return users.map((user) => {
      const fact = facts.get(user.id)
      if (!fact) return user
      return { ...user, ...fact, connector: connectorTier(fact.activeChatThreadsCount) }
    })
  }
  const names = async (): Promise<GovUserNames> => {
    const [organizations, technologyTypes] = await Promise.all([
      deps.lists("govUserOrganizations"),
      deps.lists("technologyTypes"),
    ])
    const organizationsById = new Map(organizations.map((item) => [item.id, item]))
    const technologyTypesById = new Map(technologyTypes.map((item) => [item.id, item]))
    return {
      organization(id) {
        const item = organizationsById.get(id)
        return item ? { id: item.id, name: item.name, longName: item.longName ?? item.name } : undefined
      },
      technologyType(id) {
        const item = technologyTypesById.get(id)
        return item ? { id: item.id, name: item.name } : undefined
      },
    }
  }
  return {
    /** The profile view as `viewer` sees it; 'Error retrieving gov user. Please try again.' for anyone else. */
    /**
     * A government user's profile: companies and admins read any (they look for people to talk to, or run
     * the site), a government user their own only (issue 26) — another's answers as if it did not exist.
     * Without a viewer (the current user's own eager relations), no rule applies.
     */
    async govUser(userId: string, viewer?: Viewer): Promise<GovUser> {
      if (
        viewer &&
        viewer.sub !== userId &&
        !viewer.roles.some((role) => role === "ignite" || role === "admin")
      )
        throw new AppError("NotFound", govUserMessages.govUserLoadFailed)
      const user = await findGovUser(deps.db, userId, await names(), now())
      if (!user) throw new AppError("NotFound", govUserMessages.govUserLoadFailed)
      return (await withChatFacts([user], viewer))[0]!
    },
    async govUsers(search: GovUserSearch, viewer?: Viewer): Promise<GovUsersPage> {
      const page = await searchGovUsers(deps.db, search, await names(), now())
      return { ...page, data: await withChatFacts(page.data, viewer) }
    },
  }
}

export type GovReads = ReturnType<typeof createGovReads>
