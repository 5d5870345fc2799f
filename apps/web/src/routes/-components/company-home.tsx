import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { StorefrontSummaryCard } from "../../features/listings/components/storefront-summary-card"
import { PageFrame } from "../../ui/page-frame/page-frame"
import { HomeHeading } from "./home-heading"

/** A company user's home: their storefront's state, and the way to the government users who may need it. */
export function CompanyHome() {
  return (
    <PageFrame>
      <Stack gap="lg">
        <HomeHeading intro="Your storefront, and the government users who may need what you offer." />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StorefrontSummaryCard />
          <Card withBorder padding="lg" component="section" aria-labelledby="gov-users-title">
            <Title order={2} size="h4" id="gov-users-title" mb="md">
              Government users
            </Title>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Find government users by their technology interests, organisation and role, and start a
                conversation.
              </Text>
              <Button variant="default" renderRoot={(props) => <Link to="/gov/users" {...props} />}>
                Find government users
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </PageFrame>
  )
}
