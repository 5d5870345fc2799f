import { createFileRoute } from "@tanstack/react-router"
import { StorefrontAsOfPage } from "../../../../features/audit/components/storefront-as-of-page"
import { streamSearchOf } from "../../../../features/audit/stream-search"
import { auditorsOnly } from "../../../-components/role-access"
import { AuditNav } from "../../-components/audit-nav"

export const Route = createFileRoute("/audit/listings/$listingId/storefront")({
  // The moment lives in the address, as on the stream's timeline.
  validateSearch: streamSearchOf,
  beforeLoad: auditorsOnly,
  component: StorefrontAsOfRoutePage,
})

function StorefrontAsOfRoutePage() {
  const { listingId } = Route.useParams()
  const { asOf } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StorefrontAsOfPage
      nav={<AuditNav />}
      listingId={listingId}
      asOf={asOf}
      onAsOfChange={(next) => navigate({ search: streamSearchOf({ asOf: next }) })}
    />
  )
}
