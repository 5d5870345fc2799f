import {
  type AnalyticsGovUserRow,
  type ConversationsDrill,
  type ConversationsDrillQuery,
  type CurrentUser,
  normalizePage,
  type OrganizationDrill,
  type OrganizationDrillQuery,
  type PageQuery,
  type TechnologyTypeDrill,
  type TechnologyTypeDrillQuery,
  type TimelineQuery,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import {
  companyTimeline,
  conversationsTimeline,
  type DrillGovUser,
  type DrillPage,
  dafUsersTimeline,
  engagedCompanies,
  govUsersTimeline,
  listingPageViews,
  monthConversations,
  organizationGovUsers,
  organizationNames,
  organizationUsers,
  responseRate,
  sbcUsersTimeline,
  technologyTypeGovUsers,
  technologyTypeStorefronts,
  technologyTypesStatistic,
  timelineMonths,
} from "@ignite/projection-analytics"
import { storefrontCardsOf } from "@ignite/projection-listings"
import type { Reads } from "../reads/reads"

const fullName = (user: CurrentUser | undefined) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : "(unknown user)"

/**
 * The admin dashboard's ten statistics (spec 02 §7 "Admin analytics"), answered from the analytics read model
 * alone, and the lists behind them (drill-down), which add people's and companies' names from the read models
 * that own them. Who may ask is the transports' access rule ("admin"); what each number counts is
 * docs/analytics.md. `now` picks the default timeline months (the twelve ending with the current one).
 */
export const createAnalyticsFacade = ({
  db,
  reads,
  now = () => new Date(),
}: {
  db: Queryable
  reads: Pick<Reads, "currentUser">
  now?: () => Date
}) => {
  const months = (query: TimelineQuery) => timelineMonths(query, now())
  const usersById = async (ids: readonly string[]) => {
    const unique = [...new Set(ids)]
    const users = await Promise.all(unique.map((id) => reads.currentUser(id).catch(() => undefined)))
    return new Map(unique.map((id, i) => [id, users[i]]))
  }
  const namedGovUsers = async (found: DrillPage<DrillGovUser>): Promise<OrganizationDrill> => {
    const [users, organizations] = await Promise.all([
      usersById(found.data.map((row) => row.userId)),
      organizationNames(db),
    ])
    return {
      pagination: found.pagination,
      data: found.data.map(
        (row): AnalyticsGovUserRow => ({
          userId: row.userId,
          name: fullName(users.get(row.userId)),
          organization: row.organizationId ? (organizations.get(row.organizationId) ?? null) : null,
          visionLinked: row.visionLinked,
        }),
      ),
    }
  }
  return {
    technologyTypes: () => technologyTypesStatistic(db),
    companyTimeline: (query: TimelineQuery) => companyTimeline(db, months(query)),
    govUsersTimeline: (query: TimelineQuery) => govUsersTimeline(db, months(query)),
    engagedCompanies: () => engagedCompanies(db),
    responseRate: () => responseRate(db),
    activeConversations: (query: TimelineQuery) => conversationsTimeline(db, months(query)),
    dafUsers: (query: TimelineQuery) => dafUsersTimeline(db, months(query)),
    sbcUsers: (query: TimelineQuery) => sbcUsersTimeline(db, months(query)),
    listingPageViews: (query: typeof PageQuery.Type) => listingPageViews(db, normalizePage(query)),
    organizationUsers: (query: typeof PageQuery.Type) => organizationUsers(db, normalizePage(query)),

    async technologyTypeDrill({
      technologyTypeId,
      measure,
      ...page
    }: TechnologyTypeDrillQuery): Promise<TechnologyTypeDrill> {
      const request = normalizePage(page)
      if (measure === "users" || measure === "visionUsers")
        return {
          kind: "govUsers",
          ...(await namedGovUsers(
            await technologyTypeGovUsers(db, technologyTypeId, measure === "visionUsers", request),
          )),
        }
      return {
        kind: "storefronts",
        ...(await technologyTypeStorefronts(db, technologyTypeId, measure, request)),
      }
    },
    organizationDrill: async ({ organizationId, ...page }: OrganizationDrillQuery) =>
      namedGovUsers(await organizationGovUsers(db, organizationId, normalizePage(page))),
    async conversationsDrill({ month, ...page }: ConversationsDrillQuery): Promise<ConversationsDrill> {
      const [theMonth] = months({ from: month, to: month })
      const found = await monthConversations(db, theMonth!, normalizePage(page))
      const [cards, users] = await Promise.all([
        storefrontCardsOf(
          db,
          found.data.map((row) => row.accountId),
        ),
        usersById(found.data.map((row) => row.govUserId)),
      ])
      return {
        pagination: found.pagination,
        data: found.data.map((row) => {
          const card = cards.get(row.accountId)
          return {
            threadId: row.threadId,
            listingId: card?.listingId ?? null,
            companyName: card?.name ?? "(unknown company)",
            govUserId: row.govUserId,
            govUserName: fullName(users.get(row.govUserId)),
            messages: row.messages,
            active: row.active,
          }
        }),
      }
    },
  }
}

export type AnalyticsFacade = ReturnType<typeof createAnalyticsFacade>
