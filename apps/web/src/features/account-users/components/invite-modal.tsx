import type { UserInvite } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { Modal, SimpleGrid, Stack, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { errorCodeOf, serverMessageOf } from "../../../lib/api-error"
import { fieldErrorsOf, fieldIssuesOf } from "../../../lib/field-issues"
import { settle } from "../../../lib/save-timing"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPCClient } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import { FormActions } from "../../../ui/forms/form-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { emptyInvite, type InviteValues, trimInvite, validateInvite } from "../invite-form"
import { useRefreshAccountUsers } from "../queries"

export interface InviteModalProps {
  readonly opened: boolean
  readonly onClose: () => void
  readonly accountId: string
  /** The invite to edit; none invites someone new. */
  readonly invite?: UserInvite
}

/** 'Invite User' and 'Edit Invite' (spec 01 §2, §5): the form is built afresh at every opening. */
export function InviteModal({ opened, onClose, accountId, invite }: InviteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={invite ? "Edit Invite" : "Invite User"} centered>
      <InviteForm
        key={invite?.userInviteId ?? "new"}
        accountId={accountId}
        invite={invite}
        onDone={onClose}
      />
    </Modal>
  )
}

const texts = {
  invite: {
    succeeded: accountMessages.inviteSent,
    failed: accountMessages.inviteSendFailed,
    submit: "Send Invite",
  },
  edit: {
    succeeded: accountMessages.inviteUpdated,
    failed: accountMessages.inviteUpdateFailed,
    submit: "Save Invite",
  },
} as const

/** The server's problem with an address (a user has it already) belongs under the email field. */
const refusedFields = (error: unknown, sent: InviteValues) => {
  const errors = fieldErrorsOf(fieldIssuesOf(error), Object.keys(sent))
  if (errorCodeOf(error) === "UserAlreadyExists") errors.email ??= serverMessageOf(error) ?? ""
  return errors
}

function InviteForm({
  accountId,
  invite,
  onDone,
}: {
  readonly accountId: string
  readonly invite?: UserInvite
  readonly onDone: () => void
}) {
  const client = useTRPCClient()
  const refreshUsers = useRefreshAccountUsers()
  const [initial] = useState<InviteValues>(() =>
    invite ? { firstName: invite.firstName, lastName: invite.lastName, email: invite.email } : emptyInvite,
  )
  const form = useForm(initial, validateInvite)
  const refused = useRefusedFields<InviteValues>()
  const { succeeded, failed, submit } = texts[invite ? "edit" : "invite"]

  const save = useMutation({
    mutationFn: (values: InviteValues) =>
      invite
        ? client.accounts.updateInvite.mutate({ accountId, inviteId: invite.userInviteId, ...values })
        : client.accounts.invite.mutate({ accountId, ...values }),
    // Spec 01 §4: the modal closes about 500 ms after success.
    onSuccess: async () => {
      notify({ message: succeeded, severity: "success" })
      await Promise.all([refreshUsers(), settle()])
      onDone()
    },
    onError: (error, sent) => {
      refused.refuse(sent, refusedFields(error, sent))
      notifyFailure(error, failed)
    },
  })

  const field = (name: keyof InviteValues & string) => {
    const bound = form.field(name)
    return { ...bound, error: bound.error ?? refused.errorOf(name, form.values[name]?.trim()) }
  }

  return (
    <form
      noValidate
      aria-label={invite ? "Edit invite" : "Invite user"}
      onSubmit={form.onSubmit((values) => save.mutate(trimInvite(values)))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First Name"
            required
            data-autofocus
            disabled={save.isPending}
            {...field("firstName")}
          />
          <TextInput label="Last Name" required disabled={save.isPending} {...field("lastName")} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required disabled={save.isPending} {...field("email")} />
        <FormActions
          submitLabel={submit}
          onCancel={onDone}
          pending={save.isPending}
          blocked={!form.isValid}
        />
      </Stack>
    </form>
  )
}
