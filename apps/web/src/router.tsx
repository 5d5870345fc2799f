import { createBrowserHistory, createRouter, type RouterHistory } from "@tanstack/react-router"
import { withSignInDocument } from "./lib/session/sign-in-page"
import type { RouterContext } from "./router-context"
import { routeTree } from "./routeTree.gen"
import { ErrorFallback } from "./ui/errors/error-fallback"

/** `history` defaults to the browser's, whose moves to /signin load the sign-in document; tests pass a memory history. */
export const createAppRouter = (
  context: RouterContext,
  history: RouterHistory = withSignInDocument(createBrowserHistory()),
) =>
  createRouter({
    routeTree,
    context,
    history,
    // TanStack Query owns caching, so the router calls loaders on every navigation and preload.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Route errors render inside the layout; only a failing layout falls back to the root errorComponent.
    defaultErrorComponent: ({ error }) => <ErrorFallback error={error} />,
  })

export type AppRouterInstance = ReturnType<typeof createAppRouter>

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouterInstance
  }
}
