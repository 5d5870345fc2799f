import { type ChatMessageView, chatMessages } from "@ignite/contracts"
import { Alert, Box, Button, Center, Loader, Text } from "@mantine/core"
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { useInView } from "../hooks/use-in-view"
import { nearTop } from "../scroll"
import { type OutgoingMessage, type TimelineItem, timelineOf } from "../timeline"
import { DateDivider, MessageItem, NewDivider, OutgoingItem } from "./message-item"

export interface MessageListProps {
  readonly messages: readonly ChatMessageView[]
  readonly outgoing: readonly OutgoingMessage[]
  readonly readerId: string
  /** the message the 'New' divider stands before, fixed when the thread opened */
  readonly newBeforeId: string | null
  readonly hasOlder: boolean
  readonly loadingOlder: boolean
  readonly olderFailed: boolean
  readonly onLoadOlder: () => void
  readonly onRetry: (clientMessageId: string) => void
  /** whether the divider or the newest message is in view: the reader sees the thread's news */
  readonly onSeenChange: (seen: boolean) => void
}

/**
 * The conversation (spec 02 §2 "Chat"): date dividers, the 'New' divider, older messages as the reader
 * scrolls to the top, 'More Unread' while the divider is above the view, 'New Messages' when messages
 * arrive below it. Opens at the newest message and follows new ones while the reader is at the bottom.
 */
export function MessageList(props: MessageListProps) {
  const { messages, outgoing, readerId, newBeforeId, hasOlder, loadingOlder, olderFailed } = props
  const viewport = useRef<HTMLDivElement>(null)
  const divider = useInView(viewport)
  const bottom = useInView(viewport)
  const [dividerSeen, setDividerSeen] = useState(false)
  const [unseenBelow, setUnseenBelow] = useState(false)
  const items = useMemo(
    () => timelineOf(messages, outgoing, newBeforeId, new Date()),
    [messages, outgoing, newBeforeId],
  )

  // Keep the reader's place when older messages are added above, and follow new ones at the bottom.
  const firstId = messages[0]?.id
  const lastKey = items.at(-1)?.key
  // what the list looked like at the last layout: nothing yet, so the first one scrolls to the newest
  const before = useRef<{
    firstId: string | undefined
    lastKey: string | undefined
    scrollHeight: number
    scrollTop: number
    atBottom: boolean
  }>({ firstId: undefined, lastKey: undefined, scrollHeight: 0, scrollTop: 0, atBottom: true })
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const previous = before.current
    if (previous.firstId !== undefined && firstId !== previous.firstId)
      element.scrollTop = element.scrollHeight - previous.scrollHeight + previous.scrollTop
    else if (lastKey !== previous.lastKey) {
      const last = items.at(-1)
      const mineLast =
        last?.kind === "outgoing" || (last?.kind === "message" && last.message.userId === readerId)
      if (previous.atBottom || mineLast || previous.lastKey === undefined)
        element.scrollTop = element.scrollHeight
      else setUnseenBelow(true)
    }
    before.current = {
      firstId,
      lastKey,
      scrollHeight: element.scrollHeight,
      scrollTop: element.scrollTop,
      atBottom: previous.atBottom,
    }
  }, [firstId, lastKey, items, readerId])

  const { onSeenChange } = props
  useEffect(() => {
    before.current.atBottom = bottom.inView
    if (bottom.inView) setUnseenBelow(false)
    if (divider.inView) setDividerSeen(true)
    onSeenChange(bottom.inView || divider.inView)
  }, [bottom.inView, divider.inView, onSeenChange])

  const moreUnread = newBeforeId !== null && !dividerSeen && !divider.inView
  const scrollToBottom = () => {
    const element = viewport.current
    if (element) element.scrollTop = element.scrollHeight
    setUnseenBelow(false)
  }

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
      {moreUnread && (
        <Center pos="absolute" top={8} left={0} right={0} style={{ zIndex: 1, pointerEvents: "none" }}>
          <Button
            size="compact-sm"
            radius="xl"
            style={{ pointerEvents: "auto" }}
            onClick={() => divider.element?.scrollIntoView({ block: "center" })}
          >
            ↑ {chatMessages.moreUnread}
          </Button>
        </Center>
      )}
      <Box
        ref={viewport}
        role="log"
        aria-label="Messages"
        aria-busy={loadingOlder}
        tabIndex={0}
        px="sm"
        py="xs"
        style={{ flex: 1, overflowY: "auto", minHeight: 240 }}
        onScroll={(event) => {
          const element = event.currentTarget
          before.current = {
            ...before.current,
            scrollHeight: element.scrollHeight,
            scrollTop: element.scrollTop,
          }
          if (hasOlder && !loadingOlder && !olderFailed && nearTop(element.scrollTop)) props.onLoadOlder()
        }}
      >
        {hasOlder && (
          <Center py="xs">
            {olderFailed ? (
              <Alert color="red" variant="light" p="xs" title={chatMessages.loadFailed}>
                <Button size="compact-xs" variant="light" color="red" onClick={props.onLoadOlder}>
                  Try again
                </Button>
              </Alert>
            ) : loadingOlder ? (
              <Loader size="sm" role="status" aria-label="Loading older messages" />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={props.onLoadOlder}>
                Load older messages
              </Button>
            )}
          </Center>
        )}
        {items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {chatMessages.noMessages}
          </Text>
        )}
        {items.map((item) => (
          <TimelineRow
            key={item.key}
            item={item}
            readerId={readerId}
            dividerRef={divider.ref}
            onRetry={props.onRetry}
          />
        ))}
        <Box ref={bottom.ref} h={1} data-newest-sentinel />
      </Box>
      {unseenBelow && (
        <Center pos="absolute" bottom={8} left={0} right={0} style={{ zIndex: 1, pointerEvents: "none" }}>
          <Button size="compact-sm" radius="xl" style={{ pointerEvents: "auto" }} onClick={scrollToBottom}>
            ↓ {chatMessages.newMessages}
          </Button>
        </Center>
      )}
    </Box>
  )
}

function TimelineRow({
  item,
  readerId,
  dividerRef,
  onRetry,
}: {
  readonly item: TimelineItem
  readonly readerId: string
  readonly dividerRef: (node: HTMLElement | null) => void
  readonly onRetry: (clientMessageId: string) => void
}) {
  switch (item.kind) {
    case "date":
      return <DateDivider label={item.label} />
    case "new":
      return <NewDivider ref={dividerRef} />
    case "message":
      return <MessageItem message={item.message} mine={item.message.userId === readerId} />
    case "outgoing":
      return <OutgoingItem message={item.message} onRetry={onRetry} />
  }
}
