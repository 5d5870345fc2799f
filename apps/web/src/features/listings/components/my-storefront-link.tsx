import { Anchor } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { companyAccountId } from "../../../lib/session/company-user"
import { useSessionQuery } from "../../../lib/session/queries"
import { useMyListing } from "../queries"

/** The header's way to a company user's own storefront, once the app is open to them (no gate pending). */
export function MyStorefrontLink() {
  const session = useSessionQuery()
  const member =
    session.data && session.data.gate === null && companyAccountId(session.data.user) !== undefined
  const mine = useMyListing(Boolean(member))
  if (!member || !mine.data) return null
  return (
    <Anchor
      renderRoot={(props) => <Link to="/ignite/listings/$id" params={{ id: mine.data!.id }} {...props} />}
      size="sm"
      fw={600}
    >
      My storefront
    </Anchor>
  )
}
