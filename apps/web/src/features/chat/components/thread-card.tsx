import type { ChatThreadView, CurrentUser } from "@ignite/contracts"
import { Avatar, Group, Stack, Text, UnstyledButton } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { otherParticipants } from "../participants"
import { UnreadCountBadge } from "./unread-count-badge"

const time = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" })

/** A conversation in the list: who it is with, the last message (as text), its unread badge. */
export function ThreadCard({
  thread,
  reader,
  selected,
  search,
}: {
  readonly thread: ChatThreadView
  readonly reader: CurrentUser
  readonly selected: boolean
  /** where the card leads: this thread, the list's page kept */
  readonly search: { readonly page: number; readonly perPage: number; readonly threadId: string }
}) {
  const others = otherParticipants(thread, reader)
  const name = others.map((participant) => participant.name).join(", ") || "Conversation"
  const preview = thread.lastMessage?.content ?? ""
  return (
    <UnstyledButton
      renderRoot={(props) => <Link to="/chat" search={search} {...props} />}
      aria-current={selected ? "page" : undefined}
      p="sm"
      w="100%"
      style={{
        display: "block",
        borderRadius: "var(--mantine-radius-md)",
        background: selected ? "var(--mantine-color-blue-light)" : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={others[0]?.avatar?.path ?? null} alt="" name={name} radius="xl" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={thread.currentUserUnreadCount > 0 ? 700 : 600} size="sm" truncate>
              {name}
            </Text>
            {thread.lastMessage && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {time.format(new Date(thread.lastMessage.createdAt))}
              </Text>
            )}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" truncate data-thread-preview>
              {preview}
            </Text>
            <UnreadCountBadge count={thread.currentUserUnreadCount} />
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  )
}
