import { Anchor, Group } from "@mantine/core"
import { Link } from "@tanstack/react-router"

type AuthLinkTarget = "/signin" | "/request_password_reset" | "/claim"

const labels: Record<AuthLinkTarget, string> = {
  "/claim": "Claim an account",
  "/signin": "Back to sign in",
  "/request_password_reset": "Request a new reset link",
}

/** The way out of a signed-out screen to the others (spec 01 §2 lists them per screen). */
export function AuthLinks({ targets }: { readonly targets: readonly AuthLinkTarget[] }) {
  return (
    <Group component="nav" aria-label="Other account options" justify="center" gap="lg">
      {targets.map((to) => (
        <Anchor key={to} size="sm" renderRoot={(props) => <Link to={to} {...props} />}>
          {labels[to]}
        </Anchor>
      ))}
    </Group>
  )
}
