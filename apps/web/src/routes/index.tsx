import { Center, Loader } from "@mantine/core"
import { createFileRoute } from "@tanstack/react-router"
import { lazy, Suspense, useCallback } from "react"
import { myListingOptions } from "../features/listings/queries"
import { companyMatchesOptions, digestOptions, govUserMatchesOptions } from "../features/matches/queries"
import { type MarketplaceSearch, marketplaceSearchOf } from "../features/search/marketplace-search"
import { listingFacetsOptions, listingSearchOptions } from "../features/search/search-api"
import { setupFactsQueries } from "../features/setup-checklist/queries"
import { preloadableLazy } from "../lib/preloadable-lazy"
import { companyAccountId } from "../lib/session/company-user"
import { sessionQueryOptions, useSessionQuery } from "../lib/session/queries"
import { homeOf } from "../lib/session/roles"
import type { RouterContext } from "../router-context"
import { PageFrame } from "../ui/page-frame/page-frame"
import { RenderInSlices } from "../ui/render-in-slices/render-in-slices"
import { HomeHeading, homeTitle } from "./-components/home-heading"

// Each role's home is its own chunk: a company user never loads the search, a government user never the
// admin screens' list.
const MarketplaceSearchPage = preloadableLazy(() =>
  import("../features/search/components/marketplace-search-page").then(
    ({ MarketplaceSearchPage }) => MarketplaceSearchPage,
  ),
)
// matchmaking's section loads beside the search, in its own chunk, so the search page stays light
const CompaniesForYou = preloadableLazy(() =>
  import("../features/matches/components/companies-for-you").then((module) => module.default),
)
const CompanyHome = preloadableLazy(() =>
  import("./-components/company-home").then(({ CompanyHome }) => CompanyHome),
)
const AdminHome = lazy(() =>
  import("./-components/admin-home").then(({ AdminHome }) => ({ default: AdminHome })),
)
const AuditorHome = lazy(() =>
  import("./-components/auditor-home").then(({ AuditorHome }) => ({ default: AuditorHome })),
)

/**
 * Starts the requests of the signed-in user's home; resolves once its first view (answers and chunks) is here.
 * The root gate has loaded the session already.
 */
const startHome = (
  { queryClient, trpc }: RouterContext,
  search: MarketplaceSearch,
  cause: "preload" | "enter" | "stay",
): Promise<unknown> | undefined => {
  const session = queryClient.getQueryData(sessionQueryOptions(trpc).queryKey)
  if (!session) return
  switch (homeOf(session.user)) {
    case "search": {
      const results = [
        queryClient.prefetchQuery(listingSearchOptions(trpc, search)),
        queryClient.prefetchQuery(listingFacetsOptions(trpc, search)),
      ]
      // A change of filters keeps the page and its results in place while the next ones load.
      if (cause === "stay") return
      // the rest of the first view in the same batched request, its two chunks beside it
      return Promise.all([
        ...results,
        queryClient.prefetchQuery(companyMatchesOptions(trpc)),
        queryClient.prefetchQuery(digestOptions(trpc)),
        MarketplaceSearchPage.preload(),
        CompaniesForYou.preload(),
      ])
    }
    case "storefront": {
      // the storefront card and the setup checklist above it paint together
      const accountId = companyAccountId(session.user)
      const account = trpc.accounts.current.queryOptions()
      // the checklist's facts only while the account's setup is open, as the checklist itself asks them
      const checklist = queryClient.prefetchQuery(account).then(() => {
        const open = queryClient.getQueryData(account.queryKey)?.setupSessionComplete === false
        if (open && accountId !== undefined)
          return queryClient.prefetchQuery(setupFactsQueries(trpc, accountId).people)
      })
      return Promise.all([
        queryClient.prefetchQuery(myListingOptions(trpc)),
        checklist,
        queryClient.prefetchQuery(govUserMatchesOptions(trpc)),
        queryClient.prefetchQuery(digestOptions(trpc)),
        CompanyHome.preload(),
      ])
    }
    case "admin":
      // the admin home shows its own spinner for the status, as before
      void queryClient.prefetchQuery(trpc.system.status.queryOptions())
      return
    case "audit":
    case "welcome":
      return
  }
}

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
