import { identityMessages } from "@ignite/contracts/texts"
import { Button, Stack } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { PasswordFields } from "../../../ui/credentials/password-fields"
import { type NewPasswordValues, validateNewPassword } from "../../../ui/credentials/validation"
import { notify } from "../../../ui/notifications/notification-store"
import { resetMessageMs } from "../reset-timing"

const initialValues: NewPasswordValues = { password: "", passwordConfirmation: "" }

/** /reset_password: a new password for the account the mailed link names. */
export function ResetPasswordForm({ resetPasswordToken }: { readonly resetPasswordToken: string }) {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const form = useForm(initialValues, validateNewPassword)
  const reset = useMutation({
    ...trpc.auth.resetPassword.mutationOptions(),
    onSuccess: async () => {
      notify({ message: identityMessages.passwordReset, severity: "success", autoClearMs: resetMessageMs })
      await navigate({ to: "/signin" })
    },
    onError: (error) => notifyFailure(error, identityMessages.passwordResetFailed),
  })

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      <form
        noValidate
        aria-label="Reset password"
        onSubmit={form.onSubmit((values) => reset.mutate({ ...values, resetPasswordToken }))}
      >
        <Stack gap="md">
          <PasswordFields
            password={form.field("password")}
            confirmation={form.field("passwordConfirmation")}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
      <AuthLinks targets={["/claim", "/signin", "/request_password_reset"]} />
    </AuthCard>
  )
}
