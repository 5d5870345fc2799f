import {
  CompanyTimelineStatistic,
  ConversationsDrill,
  ConversationsDrillQuery,
  ConversationsTimelineStatistic,
  EngagedCompaniesStatistic,
  GovUsersTimelineStatistic,
  ListingPageViewsStatistic,
  OrganizationDrill,
  OrganizationDrillQuery,
  OrganizationUsersStatistic,
  PageQuery,
  ResponseRateStatistic,
  SbcUsersTimelineStatistic,
  TechnologyTypeDrill,
  TechnologyTypeDrillQuery,
  TechnologyTypesStatistic,
  TimelineQuery,
} from "@ignite/contracts"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/** The admin dashboard's statistics (spec 02 §7), the REST facade's ten under their camel-case names,
 * and the drill-downs. */
const analytics = router({
  technologyTypes: procedure("admin")
    .output(output(TechnologyTypesStatistic))
    .query(({ ctx }) => ctx.services.analytics.technologyTypes()),
  companyTimeline: procedure("admin")
    .input(input(TimelineQuery))
    .output(output(CompanyTimelineStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.companyTimeline(input)),
  govUsersTimeline: procedure("admin")
    .input(input(TimelineQuery))
    .output(output(GovUsersTimelineStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.govUsersTimeline(input)),
  countGovUserEngagedCompanies: procedure("admin")
    .output(output(EngagedCompaniesStatistic))
    .query(({ ctx }) => ctx.services.analytics.engagedCompanies()),
  pctGovUserChatResponse: procedure("admin")
    .output(output(ResponseRateStatistic))
    .query(({ ctx }) => ctx.services.analytics.responseRate()),
  activeConversations: procedure("admin")
    .input(input(TimelineQuery))
    .output(output(ConversationsTimelineStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.activeConversations(input)),
  dafUsers: procedure("admin")
    .input(input(TimelineQuery))
    .output(output(GovUsersTimelineStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.dafUsers(input)),
  sbcUsers: procedure("admin")
    .input(input(TimelineQuery))
    .output(output(SbcUsersTimelineStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.sbcUsers(input)),
  listingPageViews: procedure("admin")
    .input(input(PageQuery))
    .output(output(ListingPageViewsStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.listingPageViews(input)),
  organizationUsers: procedure("admin")
    .input(input(PageQuery))
    .output(output(OrganizationUsersStatistic))
    .query(({ ctx, input }) => ctx.services.analytics.organizationUsers(input)),
  // Beyond the spec: the lists behind the numbers (drill-down)
  technologyTypeDrill: procedure("admin")
    .input(input(TechnologyTypeDrillQuery))
    .output(output(TechnologyTypeDrill))
    .query(({ ctx, input }) => ctx.services.analytics.technologyTypeDrill(input)),
  organizationDrill: procedure("admin")
    .input(input(OrganizationDrillQuery))
    .output(output(OrganizationDrill))
    .query(({ ctx, input }) => ctx.services.analytics.organizationDrill(input)),
  conversationsDrill: procedure("admin")
    .input(input(ConversationsDrillQuery))
    .output(output(ConversationsDrill))
    .query(({ ctx, input }) => ctx.services.analytics.conversationsDrill(input)),
})

export const analyticsProcedures = { analytics }
