import type { QueryClient } from "@tanstack/react-query"
import { notFound } from "@tanstack/react-router"
import { sessionQueryOptions } from "../../../lib/session/queries"
import { canAudit, isAdmin } from "../../../lib/session/roles"
import type { Trpc } from "../../../lib/trpc"

interface RouteContext {
  readonly context: { readonly queryClient: QueryClient; readonly trpc: Trpc }
}

/**
 * `beforeLoad` of the event history's screens: auditors and admins only, anyone else gets the not-found
 * screen as for the admin screens; the server refuses them too.
 */
export const auditorsOnly = async ({ context: { queryClient, trpc } }: RouteContext) => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
  if (!canAudit(session.user.userRoles)) throw notFound()
}

/** `beforeLoad` of the admins' record of reveals. */
export const adminsOnly = async ({ context: { queryClient, trpc } }: RouteContext) => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
  if (!isAdmin(session.user.userRoles)) throw notFound()
}
