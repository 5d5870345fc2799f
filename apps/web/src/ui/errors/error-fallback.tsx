import { Button, Container, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { isNotFoundError } from "../../lib/http-status"
import { SupportLink } from "../support/support-link"

// The catalogue's NotFound and InternalError texts. Not imported from @ignite/contracts: that would put
// effect's Schema (~24 kB gzip) into the first page load; the unit test keeps the two in step.
export const notFoundMessage = "The requested resource does not exist"
export const genericErrorMessage = "Something went wrong!"

export interface ErrorFallbackProps {
  readonly error?: unknown
  /** Set where the caller already knows nothing matched (an unknown route). */
  readonly notFound?: boolean
}

/** The full-page answer to a failed screen (spec 02 §2 Shared widgets: error fallback). */
export function ErrorFallback({ error, notFound = false }: ErrorFallbackProps) {
  const missing = notFound || isNotFoundError(error)
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {missing ? notFoundMessage : genericErrorMessage}
        </Title>
        <Text>
          If the problem persists, <SupportLink>contact support</SupportLink>.
        </Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Take me back</Button>
      </Stack>
    </Container>
  )
}
