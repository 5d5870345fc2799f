import { Anchor, Box, Center, Group, Loader, Popover, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { cloneElement, type ReactElement, type Ref } from "react"
import { useFocusOnMount } from "../../../lib/load-on-use"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { UnreadBadge } from "../../../ui/header-icon/unread-badge"
import { notificationMessages } from "../messages"
import { notificationsOptions } from "../queries"
import { MarkAllReadButton } from "./mark-all-read-button"
import { NotificationList } from "./notification-list"

// The bell shows the newest few; the page has them all.
const newest = { page: 1, perPage: 5 }

/**
 * The bell's list of the newest notifications, loaded when the bell is first pressed (notification-bell.tsx):
 * the bell becomes this popover's target, taking the focus it had.
 */
export function NotificationPopover({
  opened,
  onChange,
  unread,
  bell,
  takeFocus,
}: {
  readonly opened: boolean
  readonly onChange: (opened: boolean) => void
  readonly unread: number
  readonly bell: ReactElement<{ ref?: Ref<HTMLButtonElement> }>
  readonly takeFocus: boolean
}) {
  const trpc = useTRPC()
  const target = useFocusOnMount<HTMLButtonElement>(takeFocus)
  // read when the list opens, and again at every opening
  const list = useQuery({ ...notificationsOptions(trpc, newest), enabled: opened, refetchOnMount: "always" })
  const close = () => onChange(false)

  return (
    <Popover position="bottom-end" width={360} opened={opened} onChange={onChange} shadow="md">
      <Box pos="relative">
        <Popover.Target>{cloneElement(bell, { ref: target })}</Popover.Target>
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
