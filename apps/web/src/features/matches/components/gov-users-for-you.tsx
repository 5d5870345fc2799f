import { Alert, Anchor, Avatar, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import { govUserMatchesOptions } from "../queries"
import { DigestToggle } from "./digest-toggle"
import { MarkedReason } from "./marked-reason"
import { MatchActions } from "./match-actions"

/**
 * A company user's "Government users interested in what you do" (issue 24): the government users whose
 * profile fits the storefront, among those who accept new company messages.
 */
export default function GovUsersForYou() {
  const trpc = useTRPC()
  const matches = useQuery(govUserMatchesOptions(trpc))
  if (matches.isPending) return <Loader size="sm" aria-label="Loading government users for you" />
  if (matches.isError)
    return (
      <Alert color="gray" variant="light">
        Government users for you could not be loaded.
      </Alert>
    )
  if (matches.data.matches.length === 0)
    return (
      <Stack component="section" id="matches" aria-labelledby="gov-users-for-you" gap="xs">
        <Title order={2} size="h4" id="gov-users-for-you">
          Government users interested in what you do
        </Title>
        <Text size="sm">
          No government user's interests fit your storefront yet, or it is not published. We match on its
          technology types, NAICS codes, capability statement, offers and awards: the more it says, the better
          the fit.
        </Text>
        <DigestToggle />
      </Stack>
    )
  return (
    <Stack component="section" id="matches" aria-labelledby="gov-users-for-you" gap="sm">
      <Title order={2} size="h4" id="gov-users-for-you">
        Government users interested in what you do
      </Title>
      <DigestToggle />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {matches.data.matches.map((match) => (
          <Card key={match.govUserId} withBorder padding="md" component="article" aria-label={match.name}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={match.headshot?.path ?? null} alt="" name={match.name} radius="xl" />
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link to="/gov/users/$id" params={{ id: match.govUserId }} {...props} />
                    )}
                  >
                    {match.name}
                  </Anchor>
                </Group>
                <MarkedReason reason={match.reason} terms={match.terms} />
              </Stack>
              <MatchActions
                id={match.govUserId}
                name={match.name}
                chat={
                  <StartChatButton
                    size="xs"
                    fromMatch
                    participants={[{ participantType: "User", participantId: match.govUserId }]}
                  />
                }
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Chosen from your storefront's technology types, capability statement, offers and awards.
      </Text>
    </Stack>
  )
}
