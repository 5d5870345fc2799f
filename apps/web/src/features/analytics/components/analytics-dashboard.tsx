import type { PageRequest, TimelineQuery } from "@ignite/contracts"
import { Stack } from "@mantine/core"
import { type ReactNode, useState } from "react"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import type { DrillTarget } from "../drill-target"
import { DrillDrawer } from "./drill-drawer"
import { MonthRangeForm } from "./month-range-form"
import { OrganizationUsersCard } from "./organization-users-card"
import { ResponseRateCard } from "./response-rate-card"
import { TechnologyTypesCard } from "./technology-types-card"
import {
  ActiveConversationsCard,
  DafUsersCard,
  GovernmentTimelinesCard,
  SbcTimelineCard,
  SbcUsersCard,
} from "./timeline-cards"
import { TopViewsCard } from "./top-views-card"

export interface AnalyticsDashboardProps extends PageRequest {
  /** The timelines' months, from the address. */
  readonly range: TimelineQuery
  readonly onRangeChange: (range: TimelineQuery) => void
  /** The Organization Users card's page. */
  readonly onPageChange: (next: PageRequest) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
}

/**
 * /admin/analytics: the admin dashboard's cards stacked in the spec's order (spec 02 §2 "Admin analytics
 * dashboard"), each loading and failing on its own; a slice, a month's bar or an organisation's row opens the
 * list behind its number in a drawer.
 */
export function AnalyticsDashboard({
  range,
  onRangeChange,
  page,
  perPage,
  onPageChange,
  nav,
}: AnalyticsDashboardProps) {
  const [drill, setDrill] = useState<DrillTarget | null>(null)
  return (
    <AdminPage
      nav={nav}
      title="Analytics"
      intro="How the marketplace is used: storefronts, company and government users, and their conversations. Months are calendar months in UTC."
    >
      <MonthRangeForm range={range} onChange={onRangeChange} />
      <Stack gap="lg">
        <ResponseRateCard />
        <TechnologyTypesCard onDrill={setDrill} />
        <SbcTimelineCard range={range} />
        <GovernmentTimelinesCard range={range} />
        <TopViewsCard />
        <ActiveConversationsCard range={range} onDrill={setDrill} />
        <DafUsersCard range={range} />
        <SbcUsersCard range={range} />
        <OrganizationUsersCard page={page} perPage={perPage} onPageChange={onPageChange} onDrill={setDrill} />
      </Stack>
      <DrillDrawer target={drill} onClose={() => setDrill(null)} />
    </AdminPage>
  )
}
