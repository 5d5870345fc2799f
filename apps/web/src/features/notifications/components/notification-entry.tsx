import type { NotificationView } from "@ignite/contracts"
import { Anchor, Box, Group, Stack, Text, VisuallyHidden } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import {
  type MatchDigestNotification,
  type NewMessageNotification,
  notificationMessages,
  notificationText,
  type SavedSearchAlert,
} from "../messages"
import { useMarkRead } from "../queries"

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/**
 * One notification, in the bell's list and on the page: what it says, as a link to what it is about (the
 * storefront that matched a saved search, the conversation with a new message, the home's matches for a
 * weekly digest). Opening it marks it read;
 * `onOpen` lets the bell close its list as the app navigates.
 */
export function NotificationEntry({
  notification,
  onOpen,
}: {
  readonly notification: NotificationView
  readonly onOpen?: () => void
}) {
  const markRead = useMarkRead()
  const unread = notification.readAt === null
  const open = () => {
    if (unread) markRead.mutate({ notificationId: notification.id })
    onOpen?.()
  }
  const text = notificationText(notification)
  return (
    <Box component="li" aria-label={text} py={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {/* the dot is drawn; "(unread)" in the link says it to assistive technology */}
        <Box
          aria-hidden
          mt={7}
          w={8}
          h={8}
          style={{
            flexShrink: 0,
            borderRadius: "50%",
            background: unread ? "var(--mantine-primary-color-filled)" : "transparent",
          }}
        />
        {notification.type === "SavedSearchAlert" ? (
          <SavedSearchAlertEntry notification={notification} unread={unread} onOpen={open} />
        ) : notification.type === "MatchDigest" ? (
          <MatchDigestEntry notification={notification} unread={unread} onOpen={open} />
        ) : (
          <NewMessageEntry notification={notification} unread={unread} onOpen={open} />
        )}
      </Group>
    </Box>
  )
}

interface EntryProps<N> {
  readonly notification: N
  readonly unread: boolean
  readonly onOpen: () => void
}

function Headline({
  unread,
  onOpen,
  children,
  render,
}: {
  readonly unread: boolean
  readonly onOpen: () => void
  readonly children: ReactNode
  readonly render: (props: Record<string, unknown>) => ReactNode
}) {
  return (
    <Anchor size="sm" fw={unread ? 700 : 400} onClick={onOpen} renderRoot={render}>
      {children}
      {unread && <VisuallyHidden> ({notificationMessages.unread})</VisuallyHidden>}
    </Anchor>
  )
}

function SavedSearchAlertEntry({ notification, unread, onOpen }: EntryProps<SavedSearchAlert>) {
  const { payload } = notification
  return (
    <Stack gap={2}>
      <Headline
        unread={unread}
        onOpen={onOpen}
        render={(props) => <Link to="/ignite/listings/$id" params={{ id: payload.listingId }} {...props} />}
      >
        {notificationMessages.savedSearchAlert(notification)}
      </Headline>
      <Text size="xs" c="dimmed">
        {payload.itemName} · {dateTime.format(new Date(notification.createdAt))}
      </Text>
      <Anchor
        size="xs"
        onClick={onOpen}
        aria-label={`${notificationMessages.openSavedSearch} '${payload.savedSearchName}'`}
        renderRoot={(props) => (
          <Link
            to="/search/saved/$savedSearchId"
            params={{ savedSearchId: payload.savedSearchId }}
            {...props}
          />
        )}
      >
        {notificationMessages.openSavedSearch}
      </Anchor>
    </Stack>
  )
}

/** Spec 01 §3 NewMessageNotification: one per conversation until read, linking to it. */
function NewMessageEntry({ notification, unread, onOpen }: EntryProps<NewMessageNotification>) {
  const { payload } = notification
  return (
    <Stack gap={2}>
      <Headline
        unread={unread}
        onOpen={onOpen}
        render={(props) => <Link to="/chat" search={{ threadId: payload.chatThreadId }} {...props} />}
      >
        {notificationMessages.newMessage(notification)}
      </Headline>
      <Text size="xs" c="dimmed">
        {dateTime.format(new Date(notification.createdAt))}
      </Text>
    </Stack>
  )
}

/** Issue 24's weekly digest of new matches: how many, linking to the home's matches, which list them. */
function MatchDigestEntry({ notification, unread, onOpen }: EntryProps<MatchDigestNotification>) {
  return (
    <Stack gap={2}>
      <Headline unread={unread} onOpen={onOpen} render={(props) => <Link to="/" hash="matches" {...props} />}>
        {notificationMessages.matchDigest(notification)}
      </Headline>
      <Text size="xs" c="dimmed">
        {dateTime.format(new Date(notification.createdAt))}
      </Text>
    </Stack>
  )
}
