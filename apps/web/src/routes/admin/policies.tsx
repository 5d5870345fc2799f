import type { PolicyKind } from "@ignite/contracts"
import { createFileRoute } from "@tanstack/react-router"
import { GovEmailAllowListLink } from "../../features/govusers/components/gov-email-allow-list-link"
import { AdminPoliciesPage } from "../../features/policies/admin/components/admin-policies-page"
import { adminPolicyKinds, defaultPolicyKind, isPolicyKind } from "../../features/policies/admin/policy-kinds"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/policies")({
  // The tab in view; the default kind keeps the address bare.
  validateSearch: (search: Record<string, unknown>): { kind?: PolicyKind } =>
    isPolicyKind(search.kind) && search.kind !== defaultPolicyKind ? { kind: search.kind } : {},
  // Admins only: anyone else gets the not-found screen, as if the page did not exist. The root gate has
  // already loaded the session; the server refuses non-admins on its own.
  beforeLoad: adminsOnly,
  loader: ({ context: { queryClient, trpc } }) => {
    for (const kind of adminPolicyKinds)
      void queryClient.prefetchQuery(trpc.policies.latest.queryOptions({ kind }))
  },
  component: AdminPoliciesRoutePage,
})

function AdminPoliciesRoutePage() {
  const { kind = defaultPolicyKind } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPoliciesPage
      nav={<AdminNav />}
      links={<GovEmailAllowListLink />}
      kind={kind}
      onKindChange={(next) =>
        navigate({ search: next === defaultPolicyKind ? {} : { kind: next }, replace: true })
      }
    />
  )
}
