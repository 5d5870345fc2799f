import { Button, Card, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { type ReactNode, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { getPartnerToken } from "../../session/partner-token"

/** 'Why does it matter?': the verified badge partner-program users carry (spec 01 §2). */
function WhyItMatters() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <UnstyledButton onClick={() => setOpen((was) => !was)} aria-expanded={open} c="blue" fz="sm">
        Why does it matter?
      </UnstyledButton>
      {open && (
        <Text size="sm" mt="xs">
          Government users connected to VISION carry a verified badge on Ignite, so small businesses know they
          are talking to a confirmed government employee and answer them first.
        </Text>
      )}
    </div>
  )
}

function ChoiceCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {children}
          </Text>
        </div>
        {action}
      </Stack>
    </Card>
  )
}

/** /signup_or_signin: people with an account sign in (and their VISION token links it), the rest sign up. */
export function SignUpOrSignIn() {
  const trpc = useTRPC()
  const [token] = useState(() => getPartnerToken())
  const status = useQuery({
    ...trpc.govUsers.userExistsAndIsLinked.queryOptions({ q: token ?? "" }),
    enabled: Boolean(token),
    retry: false,
  })
  const hasAccount = status.data?.userExists === true
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Welcome to Ignite</Title>
        {hasAccount && (
          <Text>
            {status.data?.linked
              ? "Your Ignite account is connected to VISION. Sign in to continue."
              : "You already have an Ignite account. Sign in to connect it to VISION."}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ChoiceCard
            title="I have an Ignite account"
            action={
              <Button component={Link} to="/signin" variant={hasAccount ? "filled" : "light"}>
                Sign In
              </Button>
            }
          >
            Sign in; your VISION account is connected to it.
          </ChoiceCard>
          <ChoiceCard
            title="I do not have an Ignite account"
            action={
              <Button component={Link} to="/gov_user" variant={hasAccount ? "light" : "filled"}>
                Sign Up
              </Button>
            }
          >
            Create your government user account; your VISION details are filled in for you.
          </ChoiceCard>
        </SimpleGrid>
        <WhyItMatters />
      </Stack>
    </Container>
  )
}

/** /signup/choice: a VISION account to connect, a VISION licence without an account, or no licence. */
export function SignUpChoice() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>How would you like to sign up?</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <ChoiceCard title="I have a VISION account">
            Sign in to VISION and open Ignite from there: your details are filled in for you and your profile
            carries the verified badge. Already on Ignite? Opening it from VISION connects your account.
          </ChoiceCard>
          <ChoiceCard title="My organization has a VISION licence">
            Ask your organization's VISION administrator for an account, then open Ignite from VISION to sign
            up connected.
          </ChoiceCard>
          <ChoiceCard
            title="My organization has no VISION licence"
            action={
              <Button component={Link} to="/gov_user" variant="light">
                Sign Up
              </Button>
            }
          >
            Sign up on Ignite directly with your government email address.
          </ChoiceCard>
        </SimpleGrid>
        <WhyItMatters />
      </Stack>
    </Container>
  )
}
