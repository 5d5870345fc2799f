import { myListingOptions } from "../../features/listings/queries"
import { companyMatchesOptions, digestOptions, govUserMatchesOptions } from "../../features/matches/queries"
import { type MarketplaceSearch, marketplaceSearchOf } from "../../features/search/marketplace-search"
import { listingFacetsOptions, listingSearchOptions } from "../../features/search/search-api"
import { setupFactsQueries } from "../../features/setup-checklist/queries"
import { preloadableLazy } from "../../lib/preloadable-lazy"
import { companyAccountId } from "../../lib/session/company-user"
import { rememberedHome } from "../../lib/session/home-hint"
import { sessionQueryOptions } from "../../lib/session/queries"
import { homeOf } from "../../lib/session/roles"
import { getSessionToken } from "../../lib/session/session-token"
import type { AppRouterInstance } from "../../router"
import type { RouterContext } from "../../router-context"

// Each role's home is its own chunk: a company user never loads the search, a government user never the
// admin screens' list.
export const MarketplaceSearchPage = preloadableLazy(() =>
  import("../../features/search/components/marketplace-search-page").then(
    ({ MarketplaceSearchPage }) => MarketplaceSearchPage,
  ),
)
// matchmaking's section loads beside the search, in its own chunk, so the search page stays light
export const CompaniesForYou = preloadableLazy(() =>
  import("../../features/matches/components/companies-for-you").then((module) => module.default),
)
export const CompanyHome = preloadableLazy(() =>
  import("./company-home").then(({ CompanyHome }) => CompanyHome),
)

/** A government user's home: the search's answers, and on arrival the rest of the first view and its chunks. */
const startSearchHome = (
  { queryClient, trpc }: RouterContext,
  search: MarketplaceSearch,
  firstView: boolean,
): Promise<unknown> => {
  const results = [
    queryClient.prefetchQuery(listingSearchOptions(trpc, search)),
    queryClient.prefetchQuery(listingFacetsOptions(trpc, search)),
  ]
  if (!firstView) return Promise.all(results)
  // the rest of the first view in the same batched request, its two chunks beside it
  return Promise.all([
    ...results,
    queryClient.prefetchQuery(companyMatchesOptions(trpc)),
    queryClient.prefetchQuery(digestOptions(trpc)),
    MarketplaceSearchPage.preload(),
    CompaniesForYou.preload(),
  ])
}

/**
 * Starts the requests of the signed-in user's home; resolves once its first view (answers and chunks) is here.
 * The root gate has loaded the session already.
 */
export const startHome = (
  context: RouterContext,
  search: MarketplaceSearch,
  cause: "preload" | "enter" | "stay",
): Promise<unknown> | undefined => {
  const { queryClient, trpc } = context
  const session = queryClient.getQueryData(sessionQueryOptions(trpc).queryKey)
  if (!session) return
  switch (homeOf(session.user)) {
    case "search": {
      // A change of filters keeps the page and its results in place while the next ones load.
      const firstView = startSearchHome(context, search, cause !== "stay")
      return cause === "stay" ? undefined : firstView
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

/**
 * Called once as the app starts, before the router's first load. A reload of `/` by a government user waited
 * for three round trips in a row before its answers were even asked: the session, then the home route's code,
 * then the search and its page's code (issue 27: the search page's largest paint). When this browser
 * remembers that the stored session's user searches (home-hint.ts), the search's first view starts now,
 * beside the session; the route's loader later finds those answers in the cache (same keys) or in flight. The
 * session's answer still decides what renders, and the server authorizes each request as always.
 */
export const startRememberedHome = (router: AppRouterInstance, context: RouterContext): void => {
  const { pathname, search } = router.latestLocation
  if (pathname !== "/" || getSessionToken() === null || rememberedHome() !== "search") return
  void router.loadRouteChunk(router.routesById["/"])
  void startSearchHome(context, marketplaceSearchOf(search), true)
}
