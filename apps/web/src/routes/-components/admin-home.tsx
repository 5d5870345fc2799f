import { Anchor, Card, Center, Container, Loader, SimpleGrid, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useTRPC } from "../../lib/trpc"
import { LoadFailed } from "../../ui/errors/load-failed"
import { adminScreens } from "./admin-nav"
import { HomeHeading } from "./home-heading"
import { SystemStatusCard } from "./system-status-card"

const descriptions: Record<(typeof adminScreens)[number]["to"] | "/admin/gov_email_allow_list", string> = {
  "/admin/analytics":
    "See how the marketplace is used: response rate, technology types, timelines and views.",
  "/audit": "Read the event history: who changed what, when, and from which request.",
  "/audit/reveals": "See who revealed whose personal data in the history, and why.",
  "/admin/projections": "Follow the read models' lag; rebuild, pause, resume or verify one.",
  "/admin/policies": "Publish new terms, privacy and anti-spam policies.",
  "/admin/imports": "Import SBIR/STTR awards and follow earlier imports.",
  "/admin/reference": "Add and rename technology types, business classifications and organizations.",
  "/admin/accounts": "Find company accounts and set their payment status.",
  "/admin/auditors": "Grant and revoke the auditor role: who may read the event history.",
  "/admin/gov_email_allow_list": "Choose who may sign up as a government user without a partner token.",
}

const destinations = [
  ...adminScreens,
  { to: "/admin/gov_email_allow_list", label: "Government sign-up allow list" },
] as const

/**
 * An admin's home: the admin screens, the analytics dashboard (spec 02 §2) first, and the system's status.
 */
export function AdminHome() {
  const trpc = useTRPC()
  const status = useQuery(trpc.system.status.queryOptions())
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <HomeHeading intro="The screens for running Ignite, and how the system is doing." />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {destinations.map((destination) => (
            <Card key={destination.to} withBorder padding="md" component="li">
              <Anchor fw={600} renderRoot={(props) => <Link to={destination.to} {...props} />}>
                {destination.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {descriptions[destination.to]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {status.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading system status" />
          </Center>
        ) : status.isError ? (
          <LoadFailed message="Unable to load the system status." onRetry={() => void status.refetch()} />
        ) : (
          <SystemStatusCard status={status.data} />
        )}
      </Stack>
    </Container>
  )
}
