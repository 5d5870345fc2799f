import { Anchor } from "@mantine/core"
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import { usePartnerLink } from "../features/govusers/hooks/use-partner-link"
import { appSettingsOptions, useAppSettings } from "../lib/app-settings"
import { runRouteGate } from "../lib/session/route-gate"
import type { RouterContext } from "../router-context"
import { ErrorFallback } from "../ui/errors/error-fallback"
import { NotificationOutlet } from "../ui/notifications/notification-outlet"
import { AppFooter } from "./-components/app-footer"
import { AppHeader } from "./-components/app-header"
import { GateSpinner } from "./-components/gate-spinner"

export const Route = createRootRouteWithContext<RouterContext>()({
  // The route gate (spec 01 §2): who may see which route, before any route's code or data loads.
  beforeLoad: ({ context, location, preload }) => {
    // the site settings start with the gate's session rather than after it (useAppSettings below)
    void context.queryClient.prefetchQuery(appSettingsOptions(context.trpc))
    return runRouteGate({ context, location, preload })
  },
  // The gate only waits on the network when it does not know the session yet (first load, after a save).
  // A quick answer shows no spinner at all; a slow one shows it long enough not to flicker.
  pendingComponent: GateSpinner,
  pendingMs: 150,
  pendingMinMs: 300,
  component: RootLayout,
  // The outlet too: a failing gate says why in a notification (spec 01 §8 startup messages).
  errorComponent: ({ error }) => (
    <>
      <ErrorFallback error={error} />
      <NotificationOutlet />
    </>
  ),
  notFoundComponent: () => <ErrorFallback notFound />,
})

function RootLayout() {
  usePartnerLink()
  const settings = useAppSettings()
  return (
    <div className="app-shell">
      <Anchor href="#main-content" className="app-skip-link">
        Skip to main content
      </Anchor>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="app-main app-main-fills-screen">
        {settings.isError ? <ErrorFallback error={settings.error} /> : <Outlet />}
      </main>
      <AppFooter />
      <NotificationOutlet />
    </div>
  )
}
