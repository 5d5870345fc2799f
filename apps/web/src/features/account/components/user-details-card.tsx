import type { CurrentUser } from "@ignite/contracts"
import { Badge, Card, SimpleGrid, Text, Title, Tooltip } from "@mantine/core"

const timezoneLabel = (timezone: string) => timezone.replace(/_/g, " ")

/** Spec 01 §2 User detail card: who the account page belongs to. */
export function UserDetailsCard({ user }: { readonly user: CurrentUser }) {
  const facts = [
    { label: "Name", value: `${user.firstName} ${user.lastName}`.trim() },
    { label: "Title", value: user.title },
    { label: "Time zone", value: user.timezone && timezoneLabel(user.timezone) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value))

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="user-details-title">
      <Title order={2} size="h4" id="user-details-title" mb="md">
        Your Details
      </Title>
      <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Email
          </Text>
          <Text component="dd" m={0}>
            {user.email}{" "}
            {user.unconfirmedEmail && (
              <Tooltip label={`Waiting for ${user.unconfirmedEmail} to be confirmed`} withArrow>
                <Badge variant="light" color="yellow" size="sm" tabIndex={0}>
                  Change pending
                </Badge>
              </Tooltip>
            )}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  )
}
