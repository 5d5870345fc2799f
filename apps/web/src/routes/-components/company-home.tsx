import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import { StorefrontSummaryCard } from "../../features/listings/components/storefront-summary-card"
import { SetupChecklist } from "../../features/setup-checklist/components/setup-checklist"
import { companyAccountId } from "../../lib/session/company-user"
import { useSessionQuery } from "../../lib/session/queries"
import { PageFrame } from "../../ui/page-frame/page-frame"
import { HomeHeading } from "./home-heading"

const GovUsersForYou = lazy(() => import("../../features/matches/components/gov-users-for-you"))

/**
 * A company user's home: the first-run checklist while the account's setup is not done, their storefront's
 * state, and the way to the government users who may need it.
 */
export function CompanyHome() {
  const session = useSessionQuery()
  const accountId = session.data ? companyAccountId(session.data.user) : undefined
  return (
    <PageFrame>
      <Stack gap="lg">
        <HomeHeading intro="Your storefront, and the government users who may need what you offer." />
        {accountId !== undefined && <SetupChecklist accountId={accountId} />}
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
        <Suspense fallback={null}>
          <GovUsersForYou />
        </Suspense>
      </Stack>
    </PageFrame>
  )
}
