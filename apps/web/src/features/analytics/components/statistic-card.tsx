import { analyticsMessages, statisticLoadFailed } from "@ignite/contracts/texts"
import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from "@mantine/core"
import { type ReactNode, useId } from "react"
import type { StatisticState } from "../hooks/use-statistic-state"

export interface StatisticCardProps {
  readonly title: string
  /** What the numbers count, under the title (docs/analytics.md defines each). */
  readonly description?: ReactNode
  readonly state: StatisticState
  /** The failure's headline; by default spec 02 §8's per-chart 'Error loading <title> Statistic Data'. */
  readonly failed?: string
  /** Shown only once the card's reads have answered. */
  readonly children: ReactNode
}

/**
 * One card of the dashboard, a region named by its title: a loader for at least the loading minimum, the
 * spec's failure texts in place of the chart with a way to try again, or the chart.
 */
export function StatisticCard({ title, description, state, failed, children }: StatisticCardProps) {
  const titleId = useId()
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {state.status === "loading" ? (
          <Center py="xl">
            <Loader role="status" aria-label={`Loading ${title}`} />
          </Center>
        ) : state.status === "failed" ? (
          <Alert color="red" variant="light" title={failed ?? statisticLoadFailed(title)}>
            <Stack gap="xs" align="flex-start">
              {failed === undefined && <Text size="sm">{analyticsMessages.resultsFailed}</Text>}
              <Button variant="light" color="red" size="xs" onClick={state.retry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Card>
  )
}
