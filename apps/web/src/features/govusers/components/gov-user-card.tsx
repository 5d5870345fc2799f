import type { GovUser } from "@ignite/contracts"
import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { technologySummary } from "../gov-user-view"

/**
 * A government user in search results (spec 01 §2 "Government user card"): avatar, verified mark, a chat link
 * when a thread with the searcher's company exists, title, organisation, the highlighted snippet (or the
 * problem statement), and the first technology type plus 'and N other(s)'.
 */
export function GovUserCard({ user }: { readonly user: GovUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ")
  const threadId = user.chatThreadIdsWithCurrentUserAccount[0]
  const technology = technologySummary(user.technologyTypes)
  // both are HTML the server made safe: the snippet escaped with <b> marks, the statement sanitized
  const snippet = user.searchMetadata.highlight ?? user.govUserExtendedData.profileDetail ?? ""
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={user.headshot?.path ?? null} alt={name} name={name} radius="xl" />
        <Stack gap={4} style={{ flex: 1 }}>
          <Group gap="xs">
            <Anchor
              renderRoot={(props) => <Link to="/gov/users/$id" params={{ id: user.id }} {...props} />}
              fw={600}
            >
              {name}
            </Anchor>
            {user.govUserExtendedData.visionUserId && (
              <Badge size="xs" color="blue" variant="light" aria-label="Verified VISION user">
                Verified
              </Badge>
            )}
            {threadId && (
              <Anchor href={`/chat?threadId=${encodeURIComponent(threadId)}`} size="sm">
                Chat
              </Anchor>
            )}
          </Group>
          {user.title && <Text size="sm">{user.title}</Text>}
          {user.govUserExtendedData.govUserOrganization && (
            <Text size="sm" c="dimmed">
              {user.govUserExtendedData.govUserOrganization.longName}
            </Text>
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped or sanitized on the server, see above */}
          <Text size="sm" lineClamp={3} data-rich-text dangerouslySetInnerHTML={{ __html: snippet }} />
          {technology && (
            <Text size="xs" c="dimmed">
              {technology}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  )
}
