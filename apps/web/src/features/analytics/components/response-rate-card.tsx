import { analyticsMessages, responseRateText } from "@ignite/contracts/texts"
import { Group, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { formatCount } from "../../../lib/format-count"
import { useTRPC } from "../../../lib/trpc"
import { useStatisticState } from "../hooks/use-statistic-state"
import { StatisticCard } from "./statistic-card"

/** A figure and what it counts. */
function Figure({ value, label }: { readonly value: string; readonly label: string }) {
  return (
    <Stack gap={0}>
      <Text fz={36} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}

/**
 * The government response rate (spec 02 §2, §9: the fraction × 100 rounded) and, beside it, how many companies
 * government users have written to (docs/analytics.md "Engaged companies").
 */
export function ResponseRateCard() {
  const trpc = useTRPC()
  const rate = useQuery(trpc.analytics.pctGovUserChatResponse.queryOptions())
  const engaged = useQuery(trpc.analytics.countGovUserEngagedCompanies.queryOptions())
  const state = useStatisticState(rate, engaged)
  return (
    <StatisticCard
      title="Government Response Rate"
      description="Of the conversations companies started, the share government users have answered."
      state={state}
      failed={rate.isError ? analyticsMessages.responseRateFailed : undefined}
    >
      {rate.data && engaged.data && (
        <Group gap="xl">
          <Figure value={responseRateText(rate.data.value)} label="Response rate" />
          <Figure
            value={formatCount(engaged.data.count)}
            label="Companies government users have written to"
          />
        </Group>
      )}
    </StatisticCard>
  )
}
