import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { formatCount } from "../../../lib/format-count"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { listingViewMessages } from "../messages"
import { useMyListing } from "../queries"
import { visibilityText } from "./status-bar"

/**
 * A company user's storefront at a glance (their home): published or not, who may see it, its profile views
 * in the last 30 days, and the ways to view and edit it.
 */
export function StorefrontSummaryCard() {
  const mine = useMyListing(true)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="storefront-summary-title">
      <Title order={2} size="h4" id="storefront-summary-title" mb="md">
        Your storefront
      </Title>
      {mine.isPending ? (
        <Center py="md">
          <Loader role="status" aria-label="Loading your storefront" size="sm" />
        </Center>
      ) : mine.isError ? (
        <LoadFailed message={listingViewMessages.loadFailed} onRetry={() => void mine.refetch()} />
      ) : mine.data === null ? (
        <Text c="dimmed">Your account has no storefront yet.</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="sm">
            <Text fw={600}>{mine.data.name}</Text>
            <Badge color={mine.data.isPublished ? "green" : "gray"} variant="light">
              {mine.data.isPublished ? "Published" : "Unpublished"}
            </Badge>
          </Group>
          <Text size="sm">{visibilityText(mine.data)}</Text>
          <Text size="sm">
            Profile views in the last 30 days: <strong>{formatCount(mine.data.views)}</strong>
          </Text>
          <Group gap="sm">
            <Button
              renderRoot={(props) => (
                <Link to="/ignite/listings/$id" params={{ id: mine.data!.id }} {...props} />
              )}
            >
              View storefront
            </Button>
            <Button
              variant="default"
              renderRoot={(props) => (
                <Link to="/storefront/$id/edit" params={{ id: mine.data!.id }} {...props} />
              )}
            >
              Edit storefront
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  )
}
