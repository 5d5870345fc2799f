import { type CurrentUser, chatMessages, type PageRequest, pageSizes } from "@ignite/contracts"
import { Center, Loader, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { threadsOptions } from "../queries"
import { ThreadCard } from "./thread-card"

/** The reader's conversations, a page at a time, the deep-linked one first. */
export function ThreadList({
  reader,
  selectedId,
  sortThreadId,
  page,
  perPage,
  onPage,
}: {
  readonly reader: CurrentUser
  readonly selectedId: string | undefined
  readonly sortThreadId: string | undefined
  readonly page: number
  readonly perPage: number
  readonly onPage: (next: PageRequest) => void
}) {
  const trpc = useTRPC()
  const threads = useQuery(threadsOptions(trpc, { page, perPage }, sortThreadId))
  if (threads.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading conversations" />
      </Center>
    )
  if (threads.isError)
    return (
      <LoadFailed message="The conversations could not be loaded." onRetry={() => void threads.refetch()} />
    )
  const { data, pagination } = threads.data
  if (data.length === 0)
    return (
      <Text c="dimmed" py="md">
        {chatMessages.noThreads}
      </Text>
    )
  return (
    <Stack gap="xs">
      <Stack component="ul" aria-label="Conversations" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
        {data.map((thread) => (
          <li key={thread.id}>
            <ThreadCard
              thread={thread}
              reader={reader}
              selected={thread.id === selectedId}
              search={{ page, perPage, threadId: thread.id }}
            />
          </li>
        ))}
      </Stack>
      {pagination.count > pageSizes[0] && (
        <PaginationFooter pagination={pagination} perPage={perPage} onChange={onPage} />
      )}
    </Stack>
  )
}
