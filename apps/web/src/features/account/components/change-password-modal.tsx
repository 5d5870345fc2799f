import { identityMessages } from "@ignite/contracts/texts"
import { Modal, PasswordInput, Stack } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { serverMessageOf } from "../../../lib/api-error"
import { httpStatusOf } from "../../../lib/http-status"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useAfterSave } from "../../../lib/session/use-after-save"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { PasswordFields } from "../../../ui/credentials/password-fields"
import { type ChangePasswordValues, validateChangePassword } from "../../../ui/credentials/validation"
import { FormActions } from "../../../ui/forms/form-actions"

const initialValues: ChangePasswordValues = { currentPassword: "", password: "", passwordConfirmation: "" }

// Spec 01 §8: a 400 (wrong current password, a rule the server enforces) says what is wrong.
const failureMessage = (error: unknown) =>
  (httpStatusOf(error) === 400 && serverMessageOf(error)) || identityMessages.passwordChangeFailed

export interface ChangePasswordModalProps {
  readonly opened: boolean
  readonly onClose: () => void
}

export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const trpc = useTRPC()
  const afterSave = useAfterSave()
  const form = useForm(initialValues, validateChangePassword)
  const close = () => {
    form.reset()
    onClose()
  }
  const change = useMutation({
    ...trpc.users.changePassword.mutationOptions(),
    onSuccess: () => afterSave(identityMessages.passwordChanged, close),
    onError: (error) => notifyFailure(error, failureMessage(error)),
  })

  return (
    <Modal opened={opened} onClose={close} title="Change Password" centered>
      <form
        noValidate
        aria-label="Change password"
        onSubmit={form.onSubmit((values) => change.mutate(values))}
      >
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.field("currentPassword")}
          />
          <PasswordFields
            password={form.field("password")}
            confirmation={form.field("passwordConfirmation")}
          />
          <FormActions submitLabel="Change Password" onCancel={close} pending={change.isPending} />
        </Stack>
      </form>
    </Modal>
  )
}
