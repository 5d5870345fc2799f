import { Button, Card, Container, Stack, Text, Title } from "@mantine/core"
import { HomeHeading } from "./home-heading"

/**
 * An auditor's home (issue 22): the way into the event history. The audit screens' routes come with the
 * audit log itself, so this is a plain link rather than a typed one into the route tree.
 */
export function AuditorHome() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <HomeHeading intro="Read how everything in Ignite came to be: every change, who made it and when." />
        <Card withBorder padding="lg" component="section" aria-labelledby="audit-title" maw={560}>
          <Title order={2} size="h4" id="audit-title" mb="md">
            Event history
          </Title>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Browse the log of events, follow a listing's, account's or user's timeline and see what changed.
              You read; you change nothing.
            </Text>
            <Button component="a" href="/audit" variant="default">
              Open the event history
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  )
}
