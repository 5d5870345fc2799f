import { Anchor } from "@mantine/core"
import { Link, useLocation } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { useMyListing } from "../../features/listings/queries"
import { companyAccountId } from "../../lib/session/company-user"
import { useSessionQuery } from "../../lib/session/queries"
import { canAudit, isAdmin } from "../../lib/session/roles"
import { adminScreens } from "./admin-nav"

function NavLink({
  label,
  active,
  render,
}: {
  readonly label: string
  readonly active: boolean
  readonly render: (props: Record<string, unknown>) => ReactNode
}) {
  return (
    <Anchor
      size="sm"
      fw={600}
      underline={active ? "always" : "hover"}
      aria-current={active ? "page" : undefined}
      renderRoot={render}
    >
      {label}
    </Anchor>
  )
}

/**
 * The header's destinations for the signed-in user's roles, once the app is open to them (no gate pending):
 * government users search and keep searches; company users keep their storefront and find government users
 * (who may not find each other: the directory answers company users and admins); auditors read the event
 * history (issue 22); admins reach their screens, the event history among them.
 * The destination in view is marked for assistive technology.
 */
export function RoleNav() {
  const session = useSessionQuery()
  const pathname = useLocation({ select: (location) => location.pathname })
  const user = session.data?.gate === null ? session.data.user : undefined
  const member = user !== undefined && companyAccountId(user) !== undefined
  const mine = useMyListing(member)
  if (!user) return null

  const gov = user.userRoles.includes("gov")
  const admin = isAdmin(user.userRoles)
  const storefront = member ? mine.data : null
  return (
    // one line (app-frame.css), on a row of its own below a narrow screen: a nav wrapping onto more lines made the
    // header grow under the page as the session arrived
    <nav aria-label="Main" className="app-nav">
      {gov && (
        <NavLink label="Search" active={pathname === "/"} render={(props) => <Link to="/" {...props} />} />
      )}
      {gov && (
        <NavLink
          label="Saved searches"
          active={pathname.startsWith("/search/saved")}
          render={(props) => <Link to="/search/saved" {...props} />}
        />
      )}
      {storefront && (
        <NavLink
          label="My storefront"
          active={
            pathname === `/ignite/listings/${storefront.id}` ||
            pathname.startsWith(`/storefront/${storefront.id}/`)
          }
          render={(props) => <Link to="/ignite/listings/$id" params={{ id: storefront.id }} {...props} />}
        />
      )}
      {(member || admin) && (
        <NavLink
          label="Government users"
          active={pathname.startsWith("/gov/users")}
          render={(props) => <Link to="/gov/users" {...props} />}
        />
      )}
      {!admin && canAudit(user.userRoles) && (
        <NavLink
          label="Audit log"
          active={pathname.startsWith("/audit")}
          render={(props) => <Link to="/audit" {...props} />}
        />
      )}
      {admin && (
        <NavLink
          label="Admin"
          // the event history is among the admin screens
          active={pathname.startsWith("/admin") || pathname.startsWith("/audit")}
          render={(props) => <Link to={adminScreens[0].to} {...props} />}
        />
      )}
    </nav>
  )
}
