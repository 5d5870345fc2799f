import { Alert, Anchor, Avatar, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import { companyMatchesOptions } from "../queries"
import { DigestToggle } from "./digest-toggle"
import { MarkedReason } from "./marked-reason"
import { MatchActions } from "./match-actions"

/**
 * A government user's "Companies for you" (issue 24): the storefronts that fit their profile best, each with
 * the reason it was chosen. Nothing shows until there is something to show; a failure says so quietly,
 * since the search below still works.
 */
export default function CompaniesForYou() {
  const trpc = useTRPC()
  const matches = useQuery(companyMatchesOptions(trpc))
  if (matches.isPending) return <Loader size="sm" aria-label="Loading companies for you" />
  if (matches.isError)
    return (
      <Alert color="gray" variant="light">
        Companies for you could not be loaded.
      </Alert>
    )
  if (matches.data.matches.length === 0)
    return (
      <Stack component="section" id="matches" aria-labelledby="companies-for-you" gap="xs">
        <Title order={2} size="h4" id="companies-for-you">
          Companies for you
        </Title>
        <Text size="sm">
          No storefront fits your profile yet. We match on the technology types, lines of effort and problem
          statement of your profile: the more it says, the better the fit.{" "}
          <Anchor size="sm" renderRoot={(props) => <Link to="/account" {...props} />}>
            Edit your profile
          </Anchor>
        </Text>
        <DigestToggle />
      </Stack>
    )
  return (
    <Stack component="section" id="matches" aria-labelledby="companies-for-you" gap="sm">
      <Title order={2} size="h4" id="companies-for-you">
        Companies for you
      </Title>
      <DigestToggle />
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
        {matches.data.matches.map((match) => (
          <Card key={match.listingId} withBorder padding="md" component="article" aria-label={match.name}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={match.logo?.path ?? null}
                    alt={`${match.name} logo`}
                    name={match.name}
                    radius="md"
                  />
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link to="/ignite/listings/$id" params={{ id: match.listingId }} {...props} />
                    )}
                  >
                    {match.name}
                  </Anchor>
                </Group>
                <MarkedReason reason={match.reason} terms={match.terms} />
              </Stack>
              <MatchActions
                id={match.listingId}
                name={match.name}
                chat={
                  <StartChatButton
                    size="xs"
                    fromMatch
                    participants={[{ participantType: "Account", participantId: match.accountId }]}
                  />
                }
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Chosen from your technology types, problem statement and lines of effort.
      </Text>
    </Stack>
  )
}
