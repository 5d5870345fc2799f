import type { AdminUser } from "@ignite/contracts"
import { Text } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPCClient } from "../../../lib/trpc"
import { ConfirmDialog } from "../../../ui/forms/confirm-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { auditorMessages } from "../messages"
import { useRefreshAdminUsers } from "../queries"

/** What an admin asked for: to make a user an auditor, or to take the role back. */
export interface RoleChange {
  readonly user: AdminUser
  readonly grant: boolean
}

export interface ConfirmRoleChangeProps {
  /** The change asked for; null while nothing is asked (the modal is closed). */
  readonly change: RoleChange | null
  readonly onClose: () => void
}

/**
 * Every grant and revoke is confirmed first: either one ends the user's sessions, so the admin is told so
 * before it happens.
 */
export function ConfirmRoleChange({ change, onClose }: ConfirmRoleChangeProps) {
  // the last change asked stays on screen while the modal closes, rather than an empty box
  const [last, setLast] = useState(change)
  if (change !== null && change !== last) setLast(change)
  const shown = change ?? last
  const client = useTRPCClient()
  const refresh = useRefreshAdminUsers()
  const run = useMutation({
    mutationFn: ({ user, grant }: RoleChange) =>
      grant
        ? client.adminUsers.grantAuditor.mutate({ userId: user.id })
        : client.adminUsers.revokeAuditor.mutate({ userId: user.id }),
    onSuccess: async (_roles, { user, grant }) => {
      notify({
        message: grant ? auditorMessages.granted(user) : auditorMessages.revoked(user),
        severity: "success",
      })
      onClose()
      await refresh()
    },
    onError: (error) => {
      notifyFailure(error, serverMessageOf(error) ?? auditorMessages.changeFailed)
      onClose()
    },
  })

  return (
    <ConfirmDialog
      opened={change !== null}
      onCancel={onClose}
      title={shown?.grant === false ? "Revoke auditor role" : "Grant auditor role"}
      confirmLabel={shown?.grant === false ? "Revoke" : "Grant"}
      color={shown?.grant === false ? "red" : undefined}
      onConfirm={() => change && run.mutate(change)}
      pending={run.isPending}
      blocked={change === null}
    >
      {shown && (
        <>
          <Text>
            {shown.grant
              ? auditorMessages.confirmGrant(shown.user)
              : auditorMessages.confirmRevoke(shown.user)}
          </Text>
          <Text size="sm" c="dimmed">
            {shown.user.email}
          </Text>
        </>
      )}
    </ConfirmDialog>
  )
}
