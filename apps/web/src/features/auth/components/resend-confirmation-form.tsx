import { identityMessages } from "@ignite/contracts"
import { Button, Stack, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { appPathOrUndefined } from "../../../lib/search-params"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { peekLoginTarget } from "../../../lib/session/redirect-memory"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { type EmailValues, validateEmail } from "../../../ui/credentials/validation"
import { notify } from "../../../ui/notifications/notification-store"

export interface ResendConfirmationFormProps {
  readonly initialEmail?: string
  /** Signed-in users may always press the button; signed out, only with a valid address (spec 01 §2). */
  readonly authenticated: boolean
}

/** Sends a new confirmation link; the answer is the same whether or not the address is known. */
export function ResendConfirmationForm({ initialEmail = "", authenticated }: ResendConfirmationFormProps) {
  const trpc = useTRPC()
  const form = useForm<EmailValues>({ email: initialEmail }, validateEmail)
  const resend = useMutation({
    ...trpc.auth.resendConfirmation.mutationOptions(),
    onSuccess: () => notify({ message: identityMessages.confirmationResent, severity: "success" }),
    onError: (error) => notifyFailure(error, identityMessages.confirmationResendFailed),
  })

  return (
    <form
      noValidate
      aria-label="Resend confirmation email"
      onSubmit={form.onSubmit(({ email }) => {
        // The mailed link continues where the user was going before sign-in turned them here.
        const redirectTo = appPathOrUndefined(peekLoginTarget())
        resend.mutate({ email: email.trim(), ...(redirectTo ? { redirectTo } : {}) })
      })}
    >
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <Button
          type="submit"
          fullWidth
          loading={resend.isPending}
          disabled={resend.isPending || (!form.isValid && !authenticated)}
        >
          Resend Confirmation Email
        </Button>
      </Stack>
    </form>
  )
}
