import { type ChatMessageView, type ChatThreadView, type CurrentUser, chatMessages } from "@ignite/contracts"
import { Alert, Center, Loader, Paper, Stack } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { useSendMessage } from "../hooks/use-send-message"
import { useMarkSeen } from "../hooks/use-thread-actions"
import { useThreadMessages } from "../hooks/use-thread-messages"
import { composerBlock } from "../participants"
import { threadOptions } from "../queries"
import { firstUnreadId, hasUnseen } from "../timeline"
import { Composer } from "./composer"
import { MessageList } from "./message-list"
import { ThreadHeader } from "./thread-header"

/** The open conversation: header, messages, the composer or why the reader cannot write now. */
export function ChatThread({
  chatThreadId,
  reader,
}: {
  readonly chatThreadId: string
  readonly reader: CurrentUser
}) {
  const trpc = useTRPC()
  const thread = useQuery(threadOptions(trpc, chatThreadId))
  const { messages, loadOlder, loadingOlder, olderFailed } = useThreadMessages(chatThreadId)

  if (thread.isPending || messages.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the conversation" />
      </Center>
    )
  if (thread.isError)
    return (
      <LoadFailed message="The conversation could not be loaded." onRetry={() => void thread.refetch()} />
    )
  if (messages.isError)
    return <LoadFailed message={chatMessages.loadFailed} onRetry={() => void messages.refetch()} />
  return (
    <OpenThread
      thread={thread.data}
      reader={reader}
      messages={messages.data.data}
      hasOlder={messages.data.hasOlder}
      loadOlder={loadOlder}
      loadingOlder={loadingOlder}
      olderFailed={olderFailed}
    />
  )
}

function OpenThread({
  thread,
  reader,
  messages,
  hasOlder,
  loadOlder,
  loadingOlder,
  olderFailed,
}: {
  readonly thread: ChatThreadView
  readonly reader: CurrentUser
  readonly messages: readonly ChatMessageView[]
  readonly hasOlder: boolean
  readonly loadOlder: () => void
  readonly loadingOlder: boolean
  readonly olderFailed: boolean
}) {
  // the divider stays where it was when the thread opened, even once the thread is marked seen
  const [newBeforeId] = useState(() => firstUnreadId(messages, thread.lastMessageSeenAt, reader.id))
  const { outgoing, send, retry } = useSendMessage(thread.id)
  const markSeen = useMarkSeen()
  const unseen = thread.currentUserUnreadCount > 0 || hasUnseen(messages, thread.lastMessageSeenAt, reader.id)
  const [visible, setVisible] = useState(false)
  const { mutate, isPending } = markSeen
  // once per newest message: a failed mark is tried again when more arrives, not in a loop
  const newestId = messages.at(-1)?.id
  const marked = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!visible || !unseen || isPending || marked.current === newestId) return
    marked.current = newestId
    mutate({ chatThreadId: thread.id })
  }, [visible, unseen, isPending, mutate, thread.id, newestId])
  const block = composerBlock(thread.status, reader)

  return (
    <Paper
      withBorder
      radius="md"
      style={{ display: "flex", flexDirection: "column", height: "min(75vh, 760px)" }}
    >
      <ThreadHeader thread={thread} reader={reader} />
      <MessageList
        messages={messages}
        outgoing={outgoing}
        readerId={reader.id}
        newBeforeId={newBeforeId}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        olderFailed={olderFailed}
        onLoadOlder={loadOlder}
        onRetry={(clientMessageId) => void retry(clientMessageId)}
        onSeenChange={setVisible}
      />
      <Stack gap="xs" p="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        {block === "pending" && (
          <Alert variant="light" color="blue" p="xs">
            {chatMessages.pendingNotice}
          </Alert>
        )}
        {thread.status === "paused" && (
          <Alert variant="light" color="yellow" p="xs">
            {chatMessages.pausedNotice}
            {block === "paused" ? "" : " The company cannot send messages until you unpause it."}
          </Alert>
        )}
        <Composer onSend={(content) => void send(content)} disabled={block !== null} />
      </Stack>
    </Paper>
  )
}
