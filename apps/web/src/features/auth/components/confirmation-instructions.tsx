import { Anchor, Button, Center, Group, Loader, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { decodeEmailKey } from "../../../lib/session/email-key"
import { useSessionQuery } from "../../../lib/session/queries"
import { useSession } from "../../../lib/session/session-store"
import { useSignOut } from "../../../lib/session/use-session-actions"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { ResendConfirmationForm } from "./resend-confirmation-form"

/**
 * /confirmation_instructions: where unconfirmed users wait (the gate lets them nowhere else) and where a
 * signed-out user can ask for a new link. A `key` query prefills the address (base64 of the email).
 */
export function ConfirmationInstructions({ emailKey }: { readonly emailKey?: string }) {
  const { token } = useSession()
  const session = useSessionQuery()
  const signOut = useSignOut()
  const authenticated = token !== null
  if (authenticated && session.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    )
  const email = decodeEmailKey(emailKey) ?? session.data?.user.email ?? ""

  return (
    <AuthCard
      title="Please Confirm Your Email"
      intro="We sent a link to your email address. Open it to confirm your account and start using Ignite."
    >
      <Text size="sm">Did not get the email? Check your spam folder, or have a new link sent.</Text>
      {/* Keyed by the address, so a late-arriving user email still prefills the field. */}
      <ResendConfirmationForm key={email} initialEmail={email} authenticated={authenticated} />
      <Group justify="center">
        {authenticated ? (
          <Button variant="subtle" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign out
          </Button>
        ) : (
          <Anchor size="sm" renderRoot={(props) => <Link to="/signin" {...props} />}>
            Back to sign in
          </Anchor>
        )}
      </Group>
    </AuthCard>
  )
}
