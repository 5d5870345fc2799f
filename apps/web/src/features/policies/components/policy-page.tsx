import type { PolicyKind } from "@ignite/contracts"
import { Anchor, Stack } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { getSessionToken } from "../../../lib/session/session-token"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { LatestPolicy } from "./latest-policy"

/** A public policy page (/terms, /privacy, /anti_spam): the version in force, readable signed out. */
export function PolicyPage({ kind }: { readonly kind: PolicyKind }) {
  const signedOut = getSessionToken() === null
  return (
    <PageFrame narrow>
      <Stack gap="lg">
        {signedOut && (
          <Anchor renderRoot={(props) => <Link to="/" {...props} />} size="sm">
            ← Back
          </Anchor>
        )}
        <LatestPolicy kind={kind} />
      </Stack>
    </PageFrame>
  )
}
