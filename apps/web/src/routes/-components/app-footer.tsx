import type { PolicyKind } from "@ignite/contracts"
import { Anchor, Container, Group, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { lazy, Suspense, useState } from "react"
import { useSession } from "../../lib/session/session-store"
import { SupportLink } from "../../ui/support/support-link"

const PolicyModal = lazy(() => import("../../features/policies/components/policy-modal"))

const legalLinks = [
  { kind: "terms", to: "/terms", label: "Terms of Service" },
  { kind: "privacy", to: "/privacy", label: "Privacy Statement" },
  { kind: "antiSpam", to: "/anti_spam", label: "Anti-Spam Policy" },
] as const satisfies ReadonlyArray<{ kind: PolicyKind; to: string; label: string }>

type LegalLink = (typeof legalLinks)[number]

/**
 * Legal links and support. Signed out, the legal links go to the public policy pages; signed in, those
 * routes are closed (spec 01 §2), so the same links open the document over the current page.
 */
export function AppFooter() {
  const { token } = useSession()
  const [reading, setReading] = useState<LegalLink | undefined>(undefined)

  return (
    <footer className="app-footer">
      <Container size="lg" py="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            © Ignite
          </Text>
          <Group component="nav" aria-label="Legal and support" gap="md" wrap="wrap">
            {legalLinks.map((link) =>
              token === null ? (
                <Anchor key={link.to} size="sm" renderRoot={(props) => <Link to={link.to} {...props} />}>
                  {link.label}
                </Anchor>
              ) : (
                <Anchor
                  key={link.to}
                  size="sm"
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setReading(link)}
                >
                  {link.label}
                </Anchor>
              ),
            )}
            <SupportLink size="sm">Support</SupportLink>
          </Group>
        </Group>
      </Container>
      {reading && (
        <Suspense fallback={null}>
          <PolicyModal kind={reading.kind} label={reading.label} onClose={() => setReading(undefined)} />
        </Suspense>
      )}
    </footer>
  )
}
