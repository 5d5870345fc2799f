import { identityMessages } from "@ignite/contracts"
import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { useSessionQuery } from "../../../lib/session/queries"
import { useSession } from "../../../lib/session/session-store"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { useConfirmEmail } from "../use-confirm-email"
import { ResendConfirmationForm } from "./resend-confirmation-form"

export interface ConfirmEmailScreenProps {
  readonly confirmationToken: string
  /** Where Continue leads: "/", or the link's `redirectTo` path of this app. */
  readonly continueTo: string
}

/** The screen a mailed confirmation link opens (spec 01 §2 Email confirmation screen). */
export function ConfirmEmailScreen({ confirmationToken, continueTo }: ConfirmEmailScreenProps) {
  const state = useConfirmEmail(confirmationToken)
  const { token } = useSession()
  const session = useSessionQuery()

  switch (state.status) {
    case "confirming":
      return (
        <Center py={80}>
          <Stack align="center" gap="md" role="status" aria-live="polite">
            <Loader aria-hidden />
            <Text>{identityMessages.confirming}</Text>
          </Stack>
        </Center>
      )
    case "confirmed":
      return (
        <AuthCard title={identityMessages.confirmed}>
          <Text>You can now use Ignite.</Text>
          <Button fullWidth renderRoot={(props) => <Link href={continueTo} {...props} />}>
            Continue
          </Button>
        </AuthCard>
      )
    case "failed":
      return (
        <AuthCard title={identityMessages.confirmFailed}>
          <Alert color="red" variant="light" role="alert">
            {state.reason}
          </Alert>
          <Text size="sm">Enter your email to have a new confirmation link sent.</Text>
          <ResendConfirmationForm
            key={session.data?.user.email ?? ""}
            initialEmail={session.data?.user.email}
            authenticated={token !== null}
          />
        </AuthCard>
      )
  }
}
