import { Button } from "@mantine/core"
import { notify } from "../../../ui/notifications/notification-store"
import { notificationMessages } from "../messages"
import { useMarkAllRead } from "../queries"

/** Marks every notification read; nothing to do when none is unread. */
export function MarkAllReadButton({ unread }: { readonly unread: number }) {
  const markAll = useMarkAllRead()
  return (
    <Button
      variant="subtle"
      size="xs"
      disabled={unread === 0}
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onError: () => notify({ message: notificationMessages.markAllFailed, severity: "danger" }),
        })
      }
    >
      {notificationMessages.markAllRead}
    </Button>
  )
}
