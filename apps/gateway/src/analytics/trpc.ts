import {
  CompanyTimelineStatistic,
  ConversationsTimelineStatistic,
  EngagedCompaniesStatistic,
  GovUsersTimelineStatistic,
  ListingPageViewsStatistic,
  OrganizationUsersStatistic,
  PageQuery,
  ResponseRateStatistic,
  SbcUsersTimelineStatistic,
  TechnologyTypesStatistic,
  TimelineQuery,
} from "@ignite/contracts"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/** The admin dashboard's statistics (spec 02 §7), the REST facade's ten under their camel-case names. */
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
})

export const analyticsProcedures = { analytics }
