import type {
  CompanyTimelineStatistic,
  ConversationsTimelineStatistic,
  GovUsersTimelineStatistic,
  SbcUsersTimelineStatistic,
  TimelineQuery,
} from "@ignite/contracts"
import { useQuery } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC } from "../../../lib/trpc"
import { chartPalette } from "../chart-palette"
import type { DrillTarget } from "../drill-target"
import { useStatisticState } from "../hooks/use-statistic-state"
import { monthLabel } from "../month-label"
import type { TimelineChartSpec } from "../timeline-series"
import { StatisticCard } from "./statistic-card"
import { TimelineView } from "./timeline-view"

type CompanyPoint = CompanyTimelineStatistic["data"][number]
type GovUsersPoint = GovUsersTimelineStatistic["data"][number]
type SbcUsersPoint = SbcUsersTimelineStatistic["data"][number]
type ConversationsPoint = ConversationsTimelineStatistic["data"][number]

const [blue, orange, green] = chartPalette

const companyCharts: TimelineChartSpec<CompanyPoint>[] = [
  {
    title: "Storefronts",
    kind: "line",
    series: [
      { key: "listingsTotal", name: "Storefronts", colour: blue },
      { key: "claimedListingsTotal", name: "Claimed storefronts", colour: orange },
    ],
  },
]

// Government Timelines and DAF Users count the same things for different people.
const govUsersCharts: TimelineChartSpec<GovUsersPoint>[] = [
  {
    title: "Users",
    kind: "line",
    series: [
      { key: "usersTotal", name: "Users", colour: blue },
      { key: "visionUsersTotal", name: "VISION users", colour: orange },
    ],
  },
  { title: "Logins", kind: "bar", series: [{ key: "userLogins", name: "Logins", colour: green }] },
]

const sbcUsersCharts: TimelineChartSpec<SbcUsersPoint>[] = [
  { title: "Users", kind: "line", series: [{ key: "usersTotal", name: "Users", colour: blue }] },
  { title: "Logins", kind: "bar", series: [{ key: "userLogins", name: "Logins", colour: green }] },
]

const conversationsCharts: TimelineChartSpec<ConversationsPoint>[] = [
  {
    title: "Active conversations",
    kind: "bar",
    series: [{ key: "activeConversations", name: "Active conversations", colour: blue }],
  },
  {
    title: "Messages sent",
    kind: "bar",
    series: [{ key: "messagesSent", name: "Messages sent", colour: orange }],
  },
]

const conversationsIn = (label: string) => `Conversations in ${label}`

export interface TimelineCardProps {
  /** The months the timelines cover; the server's default twelve when empty. */
  readonly range: TimelineQuery
}

/** SBC Timeline: storefronts in the marketplace and those claimed, at each month's end. */
export function SbcTimelineCard({ range }: TimelineCardProps) {
  const trpc = useTRPC()
  const timeline = useQuery(trpc.analytics.companyTimeline.queryOptions(range))
  const state = useStatisticState(timeline)
  const title = "SBC Timeline"
  return (
    <StatisticCard
      title={title}
      description="Storefronts in the marketplace, and how many of them their companies have claimed, at each month's end."
      state={state}
    >
      {timeline.data && <TimelineView caption={title} charts={companyCharts} points={timeline.data.data} />}
    </StatisticCard>
  )
}

/** Government Timelines: government users, the VISION-linked among them, and their logins. */
export function GovernmentTimelinesCard({ range }: TimelineCardProps) {
  const trpc = useTRPC()
  const timeline = useQuery(trpc.analytics.govUsersTimeline.queryOptions(range))
  const state = useStatisticState(timeline)
  const title = "Government Timelines"
  return (
    <StatisticCard
      title={title}
      description="Government users registered and linked to VISION by each month's end, and their logins in the month."
      state={state}
    >
      {timeline.data && <TimelineView caption={title} charts={govUsersCharts} points={timeline.data.data} />}
    </StatisticCard>
  )
}

/** Active Conversations: a month's bar opens that month's conversations. */
export function ActiveConversationsCard({
  range,
  onDrill,
}: TimelineCardProps & { readonly onDrill: (target: DrillTarget) => void }) {
  const trpc = useTRPC()
  const timeline = useQuery(trpc.analytics.activeConversations.queryOptions(range))
  const state = useStatisticState(timeline)
  const title = "Active Conversations"
  // stable, so the data table's columns are not rebuilt at every render
  const onMonth = useCallback(
    (month: string) => onDrill({ kind: "conversations", month, title: conversationsIn(monthLabel(month)) }),
    [onDrill],
  )
  return (
    <StatisticCard
      title={title}
      description="Conversations in which both sides have written, and the messages sent, each month. Choose a month to see its conversations."
      state={state}
    >
      {timeline.data && (
        <TimelineView
          caption={title}
          charts={conversationsCharts}
          points={timeline.data.data}
          onMonth={onMonth}
          monthAction={conversationsIn}
        />
      )}
    </StatisticCard>
  )
}

/** DAF Users: the Department of the Air Force's government users (docs/analytics.md "DAF user"). */
export function DafUsersCard({ range }: TimelineCardProps) {
  const trpc = useTRPC()
  const timeline = useQuery(trpc.analytics.dafUsers.queryOptions(range))
  const state = useStatisticState(timeline)
  const title = "DAF Users"
  return (
    <StatisticCard
      title={title}
      description="Government users of the Air Force, the Space Force and AFWERX: registered and VISION-linked by each month's end, and their logins."
      state={state}
    >
      {timeline.data && <TimelineView caption={title} charts={govUsersCharts} points={timeline.data.data} />}
    </StatisticCard>
  )
}

/** SBC Users: company users registered, and their logins. */
export function SbcUsersCard({ range }: TimelineCardProps) {
  const trpc = useTRPC()
  const timeline = useQuery(trpc.analytics.sbcUsers.queryOptions(range))
  const state = useStatisticState(timeline)
  const title = "SBC Users"
  return (
    <StatisticCard
      title={title}
      description="Company users registered by each month's end, and their logins in the month."
      state={state}
    >
      {timeline.data && <TimelineView caption={title} charts={sbcUsersCharts} points={timeline.data.data} />}
    </StatisticCard>
  )
}
