import { Anchor } from "@mantine/core"
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import { ErrorFallback } from "../features/errors/error-fallback"
import { NotificationOutlet } from "../features/notifications/notification-outlet"
import type { RouterContext } from "../router-context"
import { AppFooter } from "./-components/app-footer"
import { AppHeader } from "./-components/app-header"
import classes from "./-components/app-layout.module.css"

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ({ error }) => <ErrorFallback error={error} />,
  notFoundComponent: () => <ErrorFallback notFound />,
})

function RootLayout() {
  return (
    <div className={classes.shell}>
      <Anchor href="#main-content" className={classes.skipLink}>
        Skip to main content
      </Anchor>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <AppFooter />
      <NotificationOutlet />
    </div>
  )
}
