import { ActionIcon, Box } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { loadOnUse, useLoadOnUse, usePreloadingTrigger } from "../../../lib/load-on-use"
import { useTRPC } from "../../../lib/trpc"
import { UnreadBadge } from "../../../ui/header-icon/unread-badge"
import { bellLabel } from "../bell-label"
import { useNotificationsLive } from "../hooks/use-notifications-live"
import { notificationsCountOptions } from "../queries"
import { BellIcon } from "./bell-icon"

// The list's popover (Mantine's Popover with floating-ui, the list's entries) loads when the bell is first
// pressed (lib/load-on-use); the pointer over it or the focus on it starts the import.
const popover = loadOnUse(() => import("./notification-popover"))

/**
 * The header's bell for the signed-in user: the unread count as a badge (spec 02 badge rule) and in the
 * button's name, kept live by /cable, and on click the newest notifications, each marked read as it is opened.
 */
export function NotificationBell() {
  const trpc = useTRPC()
  const [opened, setOpened] = useState(false)
  const { module, preload, use } = useLoadOnUse(popover)
  const trigger = usePreloadingTrigger(preload)
  useNotificationsLive()
  const count = useQuery(notificationsCountOptions(trpc))
  const unread = count.data?.count ?? 0

  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        setOpened((was) => !was)
        use()
      }}
      {...trigger.handlers}
    >
      <BellIcon />
    </ActionIcon>
  )
  if (module)
    return (
      <module.NotificationPopover
        opened={opened}
        onChange={setOpened}
        unread={unread}
        bell={bell}
        takeFocus={trigger.focused.current}
      />
    )
  return (
    <Box pos="relative">
      {bell}
      <UnreadBadge count={unread} />
    </Box>
  )
}
