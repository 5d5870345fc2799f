import { identityMessages } from "@ignite/contracts/texts"
import { Button, Stack, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { type EmailValues, validateEnteredEmail } from "../../../ui/credentials/sign-in-validation"
import { notify } from "../../../ui/notifications/notification-store"
import { resetMessageMs } from "../reset-timing"

const initialValues: EmailValues = { email: "" }

/** /request_password_reset: the answer never says whether the address is known (spec 01 §8). */
export function RequestPasswordResetForm() {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const form = useForm(initialValues, validateEnteredEmail)
  const request = useMutation({
    ...trpc.auth.requestPasswordReset.mutationOptions(),
    onSuccess: async () => {
      notify({ message: identityMessages.resetRequested, severity: "info", autoClearMs: resetMessageMs })
      await navigate({ to: "/signin" })
    },
    onError: (error) => notifyFailure(error, identityMessages.resetRequestFailed),
  })

  return (
    <AuthCard
      title="Reset Your Password"
      intro="Enter the email of your account and we will send you instructions to reset your password."
    >
      <form
        noValidate
        aria-label="Request password reset"
        onSubmit={form.onSubmit(({ email }) => request.mutate({ email: email.trim() }))}
      >
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.field("email")} />
          <Button type="submit" fullWidth loading={request.isPending} disabled={request.isPending}>
            Send Reset Instructions
          </Button>
        </Stack>
      </form>
      <AuthLinks targets={["/claim", "/signin"]} />
    </AuthCard>
  )
}
