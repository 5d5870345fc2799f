import type { PolicyKind } from "@ignite/contracts"
import { Anchor, Center, Container, Loader, Stack } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { getSessionToken } from "../../../lib/session"
import { useNotifyOnError } from "../hooks/use-notify-on-error"
import { useLatestPolicy } from "../queries"
import { LoadFailed } from "./load-failed"
import { PolicyDocumentView } from "./policy-document-view"

export interface PolicyPageProps {
  readonly kind: PolicyKind
  /** The spec's text for this page when the document cannot be loaded. */
  readonly loadFailedMessage: string
}

/** A public policy page (/terms, /privacy, /anti_spam): the version in force, readable signed out. */
export function PolicyPage({ kind, loadFailedMessage }: PolicyPageProps) {
  const policy = useLatestPolicy(kind)
  useNotifyOnError(policy.error, loadFailedMessage)
  const signedOut = getSessionToken() === null

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {signedOut && (
          <Anchor renderRoot={(props) => <Link to="/" {...props} />} size="sm">
            ← Back
          </Anchor>
        )}
        {policy.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading policy" />
          </Center>
        ) : policy.isError ? (
          <LoadFailed message={loadFailedMessage} onRetry={() => void policy.refetch()} />
        ) : (
          <PolicyDocumentView document={policy.data} />
        )}
      </Stack>
    </Container>
  )
}
