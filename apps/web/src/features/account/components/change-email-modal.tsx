import type { CurrentUser } from "@ignite/contracts"
import { identityMessages } from "@ignite/contracts/texts"
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useStoreCurrentUser } from "../../../lib/session/current-user"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useSessionActions } from "../../../lib/session/use-session-actions"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import type { EmailValues } from "../../../ui/credentials/validation"
import { FormActions } from "../../../ui/forms/form-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { emailFieldError, validateNewEmail } from "../email-change"

const initialValues: EmailValues = { email: "" }

export interface ChangeEmailModalProps {
  readonly user: CurrentUser
  readonly opened: boolean
  readonly onClose: () => void
}

/**
 * Spec 01 §4 Email change: with no pending change, a form; with one, the address it waits on, a resend
 * and an undo. The current email stays the login until the new one is confirmed.
 */
export function ChangeEmailModal({ user, opened, onClose }: ChangeEmailModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change Email" centered>
      {user.unconfirmedEmail ? (
        <PendingEmailChange user={user} pendingEmail={user.unconfirmedEmail} />
      ) : (
        <ChangeEmailForm user={user} onCancel={onClose} />
      )}
    </Modal>
  )
}

function ChangeEmailForm({ user, onCancel }: { readonly user: CurrentUser; readonly onCancel: () => void }) {
  const trpc = useTRPC()
  const storeUser = useStoreCurrentUser()
  const { refresh } = useSessionActions()
  const validate = useMemo(() => validateNewEmail(user.email), [user.email])
  const form = useForm(initialValues, validate)
  // The server's word on an address (taken, already yours) stays under the input until it is edited.
  const [refused, setRefused] = useState<{ readonly email: string; readonly message: string } | null>(null)
  const change = useMutation({
    ...trpc.users.changeEmail.mutationOptions(),
    onSuccess: async (updated, { email }) => {
      storeUser(updated)
      notify({
        message: identityMessages.emailChangeSent(updated.unconfirmedEmail ?? email),
        severity: "success",
      })
      await refresh()
    },
    onError: (error, { email }) => {
      const message = emailFieldError(error)
      setRefused(message ? { email, message } : null)
      notifyFailure(error, identityMessages.emailChangeFailed)
    },
  })
  const email = form.field("email")
  const emailError =
    email.error ?? (refused?.email === form.values.email.trim() ? refused.message : undefined)

  return (
    <form
      noValidate
      aria-label="Change email"
      onSubmit={form.onSubmit(({ email }) => change.mutate({ email: email.trim() }))}
    >
      <Stack gap="md">
        <Text size="sm">
          Your email is <strong>{user.email}</strong>. We will send a confirmation link to the new address;
          until you open it, you keep signing in with the current one.
        </Text>
        <TextInput
          label="New Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...email}
          error={emailError}
        />
        <FormActions submitLabel="Change Email" onCancel={onCancel} pending={change.isPending} />
      </Stack>
    </form>
  )
}

function PendingEmailChange({
  user,
  pendingEmail,
}: {
  readonly user: CurrentUser
  readonly pendingEmail: string
}) {
  const trpc = useTRPC()
  const storeUser = useStoreCurrentUser()
  const { refresh } = useSessionActions()
  // The server finds the account by its current login and mails the pending address.
  const resend = useMutation({
    ...trpc.auth.resendConfirmation.mutationOptions(),
    onSuccess: () => notify({ message: identityMessages.emailChangeSent(pendingEmail), severity: "success" }),
    onError: (error) => notifyFailure(error, identityMessages.confirmationResendFailed),
  })
  const undo = useMutation({
    ...trpc.users.cancelEmailChange.mutationOptions(),
    onSuccess: async (updated) => {
      storeUser(updated)
      notify({ message: identityMessages.emailChangeUndone, severity: "success" })
      await refresh()
    },
    onError: (error) => notifyFailure(error, identityMessages.emailChangeUndoFailed),
  })
  const busy = resend.isPending || undo.isPending

  return (
    <Stack gap="md">
      <Text>
        A confirmation email has been sent to <strong>{pendingEmail}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        Open the link in it to make this your login email. Until then you sign in with {user.email}.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => undo.mutate()} loading={undo.isPending} disabled={busy}>
          Undo Change Email
        </Button>
        <Button
          onClick={() => resend.mutate({ email: user.email, redirectTo: "/account" })}
          loading={resend.isPending}
          disabled={busy}
        >
          Resend Confirmation
        </Button>
      </Group>
    </Stack>
  )
}
