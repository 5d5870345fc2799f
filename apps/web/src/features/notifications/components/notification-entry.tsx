import type { NotificationView } from "@ignite/contracts"
import { Anchor, Box, Group, Stack, Text, VisuallyHidden } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { notificationMessages } from "../messages"
import { useMarkRead } from "../queries"

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/**
 * One notification, in the bell's list and on the page: what it says, as a link to the storefront that
 * matched, and a link to run the saved search again. Opening either marks it read; `onOpen` lets the bell
 * close its list as the app navigates.
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
  const { payload } = notification
  return (
    <Box component="li" aria-label={notificationMessages.savedSearchAlert(notification)} py={6}>
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
        <Stack gap={2}>
          <Anchor
            size="sm"
            fw={unread ? 700 : 400}
            onClick={open}
            renderRoot={(props) => (
              <Link to="/ignite/listings/$id" params={{ id: payload.listingId }} {...props} />
            )}
          >
            {notificationMessages.savedSearchAlert(notification)}
            {unread && <VisuallyHidden> ({notificationMessages.unread})</VisuallyHidden>}
          </Anchor>
          <Text size="xs" c="dimmed">
            {payload.itemName} · {dateTime.format(new Date(notification.createdAt))}
          </Text>
          <Anchor
            size="xs"
            onClick={open}
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
      </Group>
    </Box>
  )
}
