import { ActionIcon, Box } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link, useLocation } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { OutlineIcon } from "../../../ui/header-icon/outline-icon"
import { UnreadBadge } from "../../../ui/header-icon/unread-badge"
import { useChatLive } from "../hooks/use-chat-live"
import { unreadCountOptions } from "../queries"

/** The link's accessible name: the badge is drawn, so the count is said in the name as well. */
export const chatLinkLabel = (count: number) => (count > 0 ? `Messages, ${count} unread` : "Messages")

/** A speech bubble: the header's way to the conversations. */
const ChatIcon = () => (
  <OutlineIcon>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </OutlineIcon>
)

/**
 * The header's way to /chat with the reader's unread total (spec 02 badge rule), kept live by /cable; while
 * it is mounted the chat caches of every screen follow the socket.
 */
export function ChatHeaderLink() {
  const trpc = useTRPC()
  useChatLive(true)
  const count = useQuery(unreadCountOptions(trpc))
  const unread = count.data?.count ?? 0
  const current = useLocation({ select: (location) => location.pathname === "/chat" })
  return (
    <Box pos="relative">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={chatLinkLabel(unread)}
        aria-current={current ? "page" : undefined}
        renderRoot={(props) => <Link to="/chat" {...props} />}
      >
        <ChatIcon />
      </ActionIcon>
      <UnreadBadge count={unread} />
    </Box>
  )
}
