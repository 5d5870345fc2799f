import { Center, Loader } from "@mantine/core"
import { createFileRoute } from "@tanstack/react-router"
import { lazy, Suspense, useCallback } from "react"
import { type MarketplaceSearch, marketplaceSearchOf } from "../features/search/marketplace-search"
import { useSessionQuery } from "../lib/session/queries"
import { homeOf } from "../lib/session/roles"
import { PageFrame } from "../ui/page-frame/page-frame"
import { RenderInSlices } from "../ui/render-in-slices/render-in-slices"
import { CompaniesForYou, CompanyHome, MarketplaceSearchPage, startHome } from "./-components/home-first-view"
import { HomeHeading, homeTitle } from "./-components/home-heading"

const AdminHome = lazy(() =>
  import("./-components/admin-home").then(({ AdminHome }) => ({ default: AdminHome })),
)
const AuditorHome = lazy(() =>
  import("./-components/auditor-home").then(({ AuditorHome }) => ({ default: AuditorHome })),
)

export const Route = createFileRoute("/")({
  // A government user's home is the marketplace search, every filter in the address (spec 02 "Search filter
  // panels"); for other roles the parameters mean nothing and are left alone.
  validateSearch: marketplaceSearchOf,
  loaderDeps: ({ search }) => search,
  // Start the home's requests with the navigation; the page shows their errors. Arriving, the home waits for its
  // first view and paints once: pieces painted as they came pushed the search down the screen under the reader's
  // eyes (layout shift 1.0). Prefetches never throw.
  loader: async ({ context, deps, cause }) => {
    const firstView = startHome(context, deps, cause)
    if (cause === "enter") await firstView
  },
  // shown while an arriving home waits for its first view, as the route gate's spinner is
  pendingComponent: () => pageLoader,
  pendingMs: 150,
  pendingMinMs: 300,
  component: HomeRoutePage,
})

const pageLoader = (
  <Center py="xl">
    <Loader role="status" aria-label="Loading" />
  </Center>
)

function HomeRoutePage() {
  const session = useSessionQuery()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: MarketplaceSearch) => void navigate({ search: next }), [navigate])
  if (!session.data) return pageLoader

  const home = homeOf(session.data.user)
  return (
    <Suspense fallback={pageLoader}>
      {home === "search" ? (
        <RenderInSlices fallback={pageLoader}>
          <MarketplaceSearchPage
            title={homeTitle}
            intro="Search the marketplace for the companies whose technology you need."
            search={search}
            onSearchChange={onSearchChange}
            aside={
              <Suspense fallback={null}>
                <CompaniesForYou />
              </Suspense>
            }
          />
        </RenderInSlices>
      ) : home === "storefront" ? (
        <CompanyHome />
      ) : home === "admin" ? (
        <AdminHome />
      ) : home === "audit" ? (
        <AuditorHome />
      ) : (
        <PageFrame>
          <HomeHeading intro="Connecting small businesses with the government users who need their technology." />
        </PageFrame>
      )}
    </Suspense>
  )
}
