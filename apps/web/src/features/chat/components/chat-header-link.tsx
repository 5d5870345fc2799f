import { unreadBadgeText } from "@ignite/contracts"
import { ActionIcon, Badge, Box } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link, useLocation } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { useChatLive } from "../hooks/use-chat-live"
import { unreadCountOptions } from "../queries"

/** The link's accessible name: the badge is drawn, so the count is said in the name as well. */
export const chatLinkLabel = (count: number) => (count > 0 ? `Messages, ${count} unread` : "Messages")

function ChatIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  )
}

/**
 * The header's way to /chat with the reader's unread total (spec 02 badge rule), kept live by /cable; while
 * it is mounted the chat caches of every screen follow the socket.
 */
export function ChatHeaderLink() {
  const trpc = useTRPC()
  useChatLive(true)
  const count = useQuery(unreadCountOptions(trpc))
  const unread = count.data?.count ?? 0
  const badge = unreadBadgeText(unread)
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
      {badge !== null && (
        <Badge
          aria-hidden
          color="red.9"
          size="xs"
          circle={badge.length === 1}
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: "none" }}
        >
          {badge}
        </Badge>
      )}
    </Box>
  )
}
