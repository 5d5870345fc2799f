import { Anchor } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { useSessionQuery } from "../../lib/session/queries"
import { isAdmin } from "../../lib/session/roles"

/** The header's way into the admin screens, for admins who may use the app (no gate pending). */
export function AdminLink() {
  const session = useSessionQuery()
  if (!session.data || session.data.gate !== null || !isAdmin(session.data.user.userRoles)) return null
  return (
    <Anchor renderRoot={(props) => <Link to="/admin/policies" {...props} />} size="sm" fw={600}>
      Admin
    </Anchor>
  )
}
