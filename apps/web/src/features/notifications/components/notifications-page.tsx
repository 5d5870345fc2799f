import { Center, Group, Loader, Stack, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { usePageSearch } from "../../../ui/pagination/page-search"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { notificationMessages } from "../messages"
import { notificationsCountOptions, notificationsOptions } from "../queries"
import { MarkAllReadButton } from "./mark-all-read-button"
import { NotificationList } from "./notification-list"

/** All the signed-in user's notifications, newest first, a page at a time (page and perPage in the address). */
export function NotificationsPage() {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const list = useQuery({
    ...notificationsOptions(trpc, { page, perPage }),
    placeholderData: keepPreviousData,
  })
  const count = useQuery(notificationsCountOptions(trpc))

  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Notifications</Title>
          <MarkAllReadButton unread={count.data?.count ?? 0} />
        </Group>
        {list.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={notificationMessages.loading} />
          </Center>
        ) : list.isError ? (
          <LoadFailed message={notificationMessages.loadFailed} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <NotificationList notifications={list.data.data} />
            <PaginationFooter pagination={list.data.pagination} perPage={perPage} onChange={onChange} />
          </>
        )}
      </Stack>
    </PageFrame>
  )
}
