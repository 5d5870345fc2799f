import { notFound } from "@tanstack/react-router"
import { sessionQueryOptions } from "../../lib/session/queries"
import { canAudit, isAdmin } from "../../lib/session/roles"
import type { RouterContext } from "../../router-context"

interface RouteContext {
  readonly context: RouterContext
}

/**
 * `beforeLoad` of the admin screens: admins only, anyone else gets the not-found screen, as if the page did
 * not exist. The root gate has already loaded the session; the server refuses non-admins on its own.
 */
export const adminsOnly = async ({ context: { queryClient, trpc } }: RouteContext) => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
  if (!isAdmin(session.user.userRoles)) throw notFound()
}

/**
 * `beforeLoad` of the event history's screens: auditors and admins only, anyone else gets the not-found
 * screen as for the admin screens; the server refuses them too.
 */
export const auditorsOnly = async ({ context: { queryClient, trpc } }: RouteContext) => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
  if (!canAudit(session.user.userRoles)) throw notFound()
}
