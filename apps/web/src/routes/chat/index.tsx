import { createFileRoute, type SearchSchemaInput } from "@tanstack/react-router"
import { ChatPage } from "../../features/chat/components/chat-page"
import { messagesOptions, threadOptions, threadsOptions } from "../../features/chat/queries"
import { useSessionQuery } from "../../lib/session/queries"
import { type PageSearchInput, pageSearchSchema, usePageSearch } from "../../ui/pagination/page-search"
import { PageSpinner } from "../-components/gate-spinner"

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type ChatSearchInput = PageSearchInput & { readonly threadId?: unknown }

/** /chat?threadId=: the open conversation (a malformed id opens none), and the list's page. */
const chatSearchOf = (search: ChatSearchInput & SearchSchemaInput) => {
  const { threadId } = search
  return {
    ...pageSearchSchema(search),
    ...(typeof threadId === "string" && uuidPattern.test(threadId) ? { threadId } : {}),
  }
}

export const Route = createFileRoute("/chat/")({
  validateSearch: chatSearchOf,
  loaderDeps: ({ search: { page, perPage, threadId } }) => ({ page, perPage, threadId }),
  // start the reads with the navigation; the page shows its own spinners and errors instead of blocking
  loader: ({ context: { queryClient, trpc }, deps: { threadId, ...page } }) => {
    void queryClient.prefetchQuery(threadsOptions(trpc, page, threadId))
    if (threadId) {
      void queryClient.prefetchQuery(threadOptions(trpc, threadId))
      void queryClient.prefetchQuery(messagesOptions(trpc, threadId))
    }
  },
  component: ChatRoutePage,
})

function ChatRoutePage() {
  const { threadId } = Route.useSearch()
  const { page, perPage, onChange } = usePageSearch()
  const session = useSessionQuery()
  if (!session.data) return <PageSpinner />
  return (
    <ChatPage
      reader={session.data.user}
      threadId={threadId}
      page={page}
      perPage={perPage}
      onPage={onChange}
    />
  )
}
