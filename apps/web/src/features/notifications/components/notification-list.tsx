import type { NotificationView } from "@ignite/contracts"
import { Stack, Text } from "@mantine/core"
import { notificationMessages } from "../messages"
import { NotificationEntry } from "./notification-entry"

/** Notifications newest first, or the empty state. */
export function NotificationList({
  notifications,
  onOpen,
}: {
  readonly notifications: ReadonlyArray<NotificationView>
  readonly onOpen?: () => void
}) {
  if (notifications.length === 0) return <Text c="dimmed">{notificationMessages.empty}</Text>
  return (
    <Stack component="ul" aria-label="Notifications" gap={0} p={0} m={0} style={{ listStyle: "none" }}>
      {notifications.map((notification) => (
        <NotificationEntry key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </Stack>
  )
}
