import { createFileRoute } from "@tanstack/react-router"
import { StreamTimelinePage } from "../../../features/audit/components/stream-timeline-page"
import { streamSearchOf } from "../../../features/audit/stream-search"
import { auditorsOnly } from "../../-components/role-access"
import { AuditNav } from "../-components/audit-nav"

export const Route = createFileRoute("/audit/streams/$streamId")({
  // The as-of moment lives in the address.
  validateSearch: streamSearchOf,
  beforeLoad: auditorsOnly,
  component: StreamTimelineRoutePage,
})

function StreamTimelineRoutePage() {
  const { streamId } = Route.useParams()
  const { asOf } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StreamTimelinePage
      nav={<AuditNav />}
      streamId={streamId}
      asOf={asOf}
      onAsOfChange={(next) => navigate({ search: streamSearchOf({ asOf: next }) })}
    />
  )
}
