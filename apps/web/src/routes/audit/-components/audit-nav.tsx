import { useSessionQuery } from "../../../lib/session/queries"
import { isAdmin } from "../../../lib/session/roles"
import { AdminNav } from "../../-components/admin-nav"

/** Admins reach the event history from their screens and keep their way back; auditors have only these. */
export function AuditNav() {
  const session = useSessionQuery()
  return session.data && isAdmin(session.data.user.userRoles) ? <AdminNav /> : null
}
