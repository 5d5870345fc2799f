import type { PolicyKind } from "@ignite/contracts"
import { Anchor, Container, Stack } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { getSessionToken } from "../../../lib/session/session-token"
import { LatestPolicy } from "./latest-policy"

/** A public policy page (/terms, /privacy, /anti_spam): the version in force, readable signed out. */
export function PolicyPage({ kind }: { readonly kind: PolicyKind }) {
  const signedOut = getSessionToken() === null
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {signedOut && (
          <Anchor renderRoot={(props) => <Link to="/" {...props} />} size="sm">
            ← Back
          </Anchor>
        )}
        <LatestPolicy kind={kind} />
      </Stack>
    </Container>
  )
}
