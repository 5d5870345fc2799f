import { Button, Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { type ReactNode, useState } from "react"
import { appSettingsOptions } from "../../../lib/app-settings"
import { getPartnerToken } from "../../../lib/session/partner-token"
import { useTRPC } from "../../../lib/trpc"
import { PageFrame } from "../../../ui/page-frame/page-frame"

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
    <PageFrame narrow>
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
    </PageFrame>
  )
}

/** A button that leaves for VISION (its own site: a plain link, in this tab, as people come back from it). */
function VisionLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Button component="a" href={url} rel="noopener" variant="light">
      {children}
    </Button>
  )
}

/**
 * /signup/choice (spec 01 §2): (1) a VISION account to connect: with a VISION token already here, sign in
 * (an existing account is connected then) or sign up connected; without one, sign in to VISION and open
 * Ignite from there; (2) a VISION licence but no account: create one on VISION, then come back the same way;
 * (3) no licence: /gov_user. Where VISION lives is the site setting `vision.url`.
 */
export function SignUpChoice() {
  const trpc = useTRPC()
  const [token] = useState(() => getPartnerToken())
  const settings = useQuery(appSettingsOptions(trpc))
  const status = useQuery({
    ...trpc.govUsers.userExistsAndIsLinked.queryOptions({ q: token ?? "" }),
    enabled: Boolean(token),
    retry: false,
  })
  const visionUrl = settings.data?.vision.url ?? null
  const arrived = Boolean(token) && status.isSuccess
  return (
    <PageFrame>
      <Stack gap="lg">
        <Title order={1}>How would you like to sign up?</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {arrived ? (
            <ChoiceCard
              title="I have a VISION account"
              action={
                status.data?.userExists ? (
                  <Button component={Link} to="/signin">
                    Sign In to Connect
                  </Button>
                ) : (
                  <Button component={Link} to="/gov_user">
                    Sign Up with VISION
                  </Button>
                )
              }
            >
              {status.data?.userExists
                ? "You already have an Ignite account: sign in and it is connected to your VISION account."
                : "Your VISION details fill in the sign-up form, and your profile carries the verified badge."}
            </ChoiceCard>
          ) : (
            <ChoiceCard
              title="I have a VISION account"
              action={visionUrl && <VisionLink url={visionUrl}>Sign In to VISION</VisionLink>}
            >
              Sign in to VISION and open Ignite from there: your details are filled in for you and your
              profile carries the verified badge. Already on Ignite? Coming from VISION connects your account.
            </ChoiceCard>
          )}
          <ChoiceCard
            title="My organization has a VISION licence"
            action={visionUrl && <VisionLink url={visionUrl}>Create a VISION Account</VisionLink>}
          >
            Create your account on VISION (your organization's licence covers it), then open Ignite from
            VISION to sign up connected.
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
    </PageFrame>
  )
}
