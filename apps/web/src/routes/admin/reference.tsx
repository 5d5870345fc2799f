import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute } from "@tanstack/react-router"
import { useCallback } from "react"
import { ReferencePage } from "../../features/reference-lists/components/reference-page"
import {
  type OrganizationsRequest,
  organizationsOptions,
  wholeListOptions,
} from "../../features/reference-lists/queries"
import { defaultReferenceKind } from "../../features/reference-lists/reference-kinds"
import { referenceSearchOf } from "../../features/reference-lists/reference-search"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/reference")({
  // The list in view, and the organisations' page and search.
  validateSearch: referenceSearchOf,
  // Admins only: anyone else gets the not-found screen. The server refuses non-admins on its own.
  beforeLoad: adminsOnly,
  loaderDeps: ({ search }) => search,
  loader: ({
    context: { queryClient, trpc },
    deps: { list = defaultReferenceKind, search = "", ...page },
  }) => {
    if (list === "govUserOrganizations")
      void queryClient.prefetchQuery(organizationsOptions(trpc, { ...normalizePage(page), search }))
    else void queryClient.prefetchQuery(wholeListOptions(trpc, list))
  },
  component: AdminReferenceRoutePage,
})

function AdminReferenceRoutePage() {
  const { list = defaultReferenceKind, search = "", ...page } = Route.useSearch()
  const navigate = Route.useNavigate()
  // Stable, so the organisations' search box does not restart its typing pause at every render.
  const onOrganizationsChange = useCallback(
    (next: OrganizationsRequest) => navigate({ search: referenceSearchOf({ list, ...next }), replace: true }),
    [navigate, list],
  )
  return (
    <ReferencePage
      nav={<AdminNav />}
      kind={list}
      onKindChange={(next) => navigate({ search: referenceSearchOf({ list: next }), replace: true })}
      organizations={{ ...normalizePage(page), search }}
      onOrganizationsChange={onOrganizationsChange}
    />
  )
}
