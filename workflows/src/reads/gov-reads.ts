import { AppError, type GovUser, type GovUsersPage, govUserMessages } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import {
  findGovUser,
  type GovUserNames,
  type GovUserSearch,
  searchGovUsers,
} from "@ignite/projection-gov-users"
import type { ReferenceLists } from "./reference-lists"

/** The government user read model's queries, with the reference lists' names as they stand now. */
export const createGovReads = (deps: { db: Queryable; lists: ReferenceLists; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date())
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
    /** The profile view; 'Error retrieving gov user. Please try again.' for anyone else. */
    async govUser(userId: string): Promise<GovUser> {
      const user = await findGovUser(deps.db, userId, await names(), now())
      if (!user) throw new AppError("NotFound", govUserMessages.govUserLoadFailed)
      return user
    },
    govUsers: async (search: GovUserSearch): Promise<GovUsersPage> =>
      searchGovUsers(deps.db, search, await names(), now()),
  }
}

export type GovReads = ReturnType<typeof createGovReads>
