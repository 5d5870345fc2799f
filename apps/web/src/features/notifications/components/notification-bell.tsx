import { ActionIcon, Anchor, Box, Center, Group, Loader, Popover, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { UnreadBadge } from "../../../ui/header-icon/unread-badge"
import { bellLabel } from "../bell-label"
import { useNotificationsLive } from "../hooks/use-notifications-live"
import { notificationMessages } from "../messages"
import { notificationsCountOptions, notificationsOptions } from "../queries"
import { BellIcon } from "./bell-icon"
import { MarkAllReadButton } from "./mark-all-read-button"
import { NotificationList } from "./notification-list"

// The bell shows the newest few; the page has them all.
const newest = { page: 1, perPage: 5 }

/**
 * The header's bell for the signed-in user: the unread count as a badge (spec 02 badge rule) and in the
 * button's name, kept live by /cable, and on click the newest notifications, each marked read as it is opened.
 */
export function NotificationBell() {
  const trpc = useTRPC()
  const [opened, setOpened] = useState(false)
  useNotificationsLive()
  const count = useQuery(notificationsCountOptions(trpc))
  // read when the list opens, and again at every opening
  const list = useQuery({ ...notificationsOptions(trpc, newest), enabled: opened, refetchOnMount: "always" })
  const unread = count.data?.count ?? 0
  const close = () => setOpened(false)

  return (
    <Popover position="bottom-end" width={360} opened={opened} onChange={setOpened} shadow="md">
      <Box pos="relative">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            aria-expanded={opened}
            onClick={() => setOpened((was) => !was)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <UnreadBadge count={unread} />
      </Box>
      <Popover.Dropdown aria-label="Notifications" p="sm">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>Notifications</Text>
            <MarkAllReadButton unread={unread} />
          </Group>
          {list.isPending ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label={notificationMessages.loading} />
            </Center>
          ) : list.isError ? (
            <LoadFailed message={notificationMessages.loadFailed} onRetry={() => void list.refetch()} />
          ) : (
            <NotificationList notifications={list.data.data} onOpen={close} />
          )}
          <Anchor size="sm" onClick={close} renderRoot={(props) => <Link to="/notifications" {...props} />}>
            {notificationMessages.seeAll}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
