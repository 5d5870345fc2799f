import type { UserInvite } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { Modal, Stack, Text } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPCClient } from "../../../lib/trpc"
import { ConfirmActions } from "../../../ui/forms/confirm-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { useRefreshAccountUsers } from "../queries"

export type InviteAction = "resend" | "delete"

const labels: Record<
  InviteAction,
  { readonly title: string; readonly confirm: string; readonly done: string }
> = {
  resend: { title: "Resend Invite", confirm: "Resend", done: accountMessages.inviteResent },
  delete: { title: "Delete Invite", confirm: "Delete", done: accountMessages.inviteDeleted },
}

export interface ConfirmInviteActionProps {
  readonly opened: boolean
  readonly onClose: () => void
  readonly accountId: string
  readonly action: InviteAction
  readonly invite?: UserInvite
}

/** Spec 01 §2: each resend or delete asks 'Are you sure you'd like to {action} this invite?' first. */
export function ConfirmInviteAction({
  opened,
  onClose,
  accountId,
  action,
  invite,
}: ConfirmInviteActionProps) {
  const client = useTRPCClient()
  const refreshUsers = useRefreshAccountUsers()
  const { title, confirm } = labels[action]
  const run = useMutation({
    mutationFn: async ({ action, inviteId }: { action: InviteAction; inviteId: string }) => {
      if (action === "resend") await client.accounts.resendInvite.mutate({ accountId, inviteId })
      else await client.accounts.deleteInvite.mutate({ accountId, inviteId })
    },
    onSuccess: async (_, { action }) => {
      notify({ message: labels[action].done, severity: "success" })
      onClose()
      await refreshUsers()
    },
    onError: (error, { action }) => {
      notifyFailure(error, accountMessages.inviteActionFailed(action))
      onClose()
    },
  })

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{accountMessages.inviteConfirm(action)}</Text>
        {invite && (
          <Text size="sm" c="dimmed">
            {invite.firstName} {invite.lastName} ({invite.email})
          </Text>
        )}
        <ConfirmActions
          confirmLabel={confirm}
          color={action === "delete" ? "red" : undefined}
          onConfirm={() => invite && run.mutate({ action, inviteId: invite.userInviteId })}
          onCancel={onClose}
          pending={run.isPending}
          blocked={!invite || run.isPending}
        />
      </Stack>
    </Modal>
  )
}
