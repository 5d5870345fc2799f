import { Anchor, Container, Group, Text } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { SupportLink } from "../../features/support/support-link"
import classes from "./app-layout.module.css"

const legalLinks = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Statement" },
  { to: "/anti_spam", label: "Anti-Spam Policy" },
] as const

export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            © Ignite
          </Text>
          <Group component="nav" aria-label="Legal and support" gap="md" wrap="wrap">
            {legalLinks.map(({ to, label }) => (
              <Anchor key={to} size="sm" renderRoot={(props) => <Link to={to} {...props} />}>
                {label}
              </Anchor>
            ))}
            <SupportLink size="sm">Support</SupportLink>
          </Group>
        </Group>
      </Container>
    </footer>
  )
}
