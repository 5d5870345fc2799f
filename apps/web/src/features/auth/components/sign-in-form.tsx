import { identityMessages } from "@ignite/contracts/texts"
import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useSessionActions } from "../../../lib/session/use-session-actions"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { type SignInValues, validateSignIn } from "../../../ui/credentials/sign-in-validation"
import { notify } from "../../../ui/notifications/notification-store"
import { SupportLink } from "../../../ui/support/support-link"
import { useFaqUrl } from "../faq-url"

const initialValues: SignInValues = { email: "", password: "" }

// Long labels wrap on narrow screens instead of being cut off.
const signUpButton = {
  variant: "light",
  fullWidth: true,
  h: "auto",
  mih: 36,
  py: 8,
  styles: {
    inner: { height: "auto" },
    label: {
      whiteSpace: "normal",
      textAlign: "center",
      overflow: "visible",
      height: "auto",
      lineHeight: 1.35,
    },
  },
} as const

/** /signin (spec 01 §2): email and password, and the ways to an account for those without one. */
export function SignInForm() {
  const trpc = useTRPC()
  const faqUrl = useFaqUrl()
  const { begin } = useSessionActions()
  const form = useForm(initialValues, validateSignIn)
  const signIn = useMutation({
    ...trpc.auth.signIn.mutationOptions(),
    // Awaited, so the form stays busy until the user has arrived where they were going.
    onSuccess: async ({ token }) => {
      notify({ message: identityMessages.signedIn, severity: "success" })
      await begin(token)
    },
    onError: (error) => notifyFailure(error, serverMessageOf(error) ?? identityMessages.signInFailed),
  })

  return (
    <AuthCard title="Sign In" intro="Welcome back to Ignite.">
      <form
        noValidate
        aria-label="Sign in"
        onSubmit={form.onSubmit(({ email, password }) => signIn.mutate({ email: email.trim(), password }))}
      >
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.field("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor size="sm" renderRoot={(props) => <Link to="/request_password_reset" {...props} />}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Divider label="New to Ignite?" labelPosition="center" />
      <Stack gap="sm">
        <Button {...signUpButton} renderRoot={(props) => <Link to="/claim" {...props} />}>
          Claim an account (SBIR/STTR Companies)
        </Button>
        {/* Government sign-up is not a route of this app yet: an ordinary link, loaded by the SPA fallback. */}
        <Button {...signUpButton} renderRoot={(props) => <a href="/gov_user" {...props} />}>
          Sign Up (Government Users)
        </Button>
      </Stack>
      <Text size="sm" c="dimmed" ta="center">
        Questions? Read the{" "}
        <Anchor href={faqUrl} target="_blank" rel="noopener noreferrer" size="sm">
          FAQ
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>{" "}
        or <SupportLink size="sm">contact support</SupportLink>.
      </Text>
    </AuthCard>
  )
}
