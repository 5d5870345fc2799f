import type { GovUser } from "@ignite/contracts"
import { govUserMessages } from "@ignite/contracts/texts"
import {
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Indicator,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
} from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useRouter } from "@tanstack/react-router"
import { useSessionQuery } from "../../../lib/session/queries"
import { useTRPCClient } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { useGuardedLinks } from "../../../ui/external-link/use-guarded-links"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import { atLeast, locationLine, minimumLoadingMs, timeZoneLabel } from "../gov-user-view"

function Fact({ label, value }: { readonly label: string; readonly value: string | null }) {
  if (!value) return null
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  )
}

/** The government user profile view (spec 01 §2): header, User Info and the profile cards. */
export function GovUserProfile({ id }: { readonly id: string }) {
  const client = useTRPCClient()
  const router = useRouter()
  const user = useQuery({
    queryKey: ["govUsers.get", id],
    queryFn: () => atLeast(minimumLoadingMs, client.govUsers.get.query({ id })),
    retry: false,
  })
  return (
    <PageFrame>
      {user.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading government user" />
        </Center>
      ) : user.isError ? (
        <LoadFailed message={govUserMessages.govUserLoadFailed} onRetry={() => void user.refetch()} />
      ) : (
        <GovUserDetails user={user.data as GovUser} onBack={() => router.history.back()} />
      )}
    </PageFrame>
  )
}

function GovUserDetails({ user, onBack }: { readonly user: GovUser; readonly onBack: () => void }) {
  const data = user.govUserExtendedData
  const viewerId = useSessionQuery().data?.user.id
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ")
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" onClick={onBack}>
          ← Back
        </Button>
      </Group>
      <Group gap="md">
        <Tooltip label={govUserMessages.activeTooltip} disabled={!user.isActive}>
          <Indicator
            disabled={!user.isActive}
            color="green"
            size={14}
            offset={6}
            position="bottom-end"
            withBorder
          >
            <Avatar src={user.headshot?.path ?? null} alt={name} size="xl" radius="xl" name={name} />
          </Indicator>
        </Tooltip>
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {name}
            </Title>
            {data.visionUserId && (
              <Badge color="blue" variant="light" aria-label="Verified VISION user">
                Verified
              </Badge>
            )}
            {user.connector && (
              <Badge color="grape" variant="light">
                {user.connector.name} ({user.connector.badge})
              </Badge>
            )}
          </Group>
          {user.title && <Text c="dimmed">{user.title}</Text>}
        </Stack>
        {/* the message button (spec 01 §2): a company user writes to this government user */}
        {viewerId !== undefined && viewerId !== user.id && (
          <StartChatButton participants={[{ participantType: "User", participantId: user.id }]} />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            User Info
          </Title>
          <Stack gap="xs">
            <Fact label="Name" value={name} />
            <Fact label="Title/Rank" value={user.title} />
            <Fact label="Years of Service" value={user.serviceYears} />
            <Fact label="Organization" value={data.govUserOrganization?.longName ?? null} />
            <Fact label="Time Zone" value={timeZoneLabel(user.timezone)} />
            <Fact label="Location" value={locationLine(data)} />
          </Stack>
        </Card>
        <GovProfileCards user={user} />
      </SimpleGrid>
    </Stack>
  )
}

/** Classifications, the problem statement, lines of effort and technology types: the view's and the account page's. */
export function GovProfileCards({ user }: { readonly user: GovUser }) {
  const data = user.govUserExtendedData
  // the problem statement is the user's own rich text: its links may lead anywhere
  const links = useGuardedLinks()
  return (
    <>
      <Card withBorder component="section" aria-label="Classifications">
        <Title order={2} size="h4" mb="sm">
          Classifications
        </Title>
        <List size="sm">
          {data.govUserClassifications.map((item) => (
            <List.Item key={item.id}>
              {item.description} ({item.govUserClassificationCategory?.name ?? govUserMessages.otherCategory})
            </List.Item>
          ))}
        </List>
      </Card>
      <Card withBorder component="section" aria-label="Problem Statement & Role Description">
        <Title order={2} size="h4" mb="sm">
          Problem Statement & Role Description
        </Title>
        <Typography>
          <div
            ref={links.ref}
            data-rich-text
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allow-list of tags when saved
            dangerouslySetInnerHTML={{ __html: data.profileDetail ?? "" }}
          />
        </Typography>
        {links.dialog}
      </Card>
      <Card withBorder component="section" aria-label="Lines of Effort">
        <Title order={2} size="h4" mb="sm">
          Lines of Effort
        </Title>
        <List size="sm">
          {data.linesOfEffort.map((line) => (
            <List.Item key={line.id}>{line.details}</List.Item>
          ))}
        </List>
      </Card>
      <Card withBorder component="section" aria-label="Technology Types">
        <Title order={2} size="h4" mb="sm">
          Technology Types
        </Title>
        <Group gap="xs">
          {user.technologyTypes.map((type) => (
            <Badge key={type.id} variant="outline">
              {type.name}
            </Badge>
          ))}
        </Group>
      </Card>
    </>
  )
}
