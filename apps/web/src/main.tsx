import "@mantine/core/styles.css"
import "./ui/app-frame/app-frame.css"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app"
import { installAuthErrorHandling } from "./lib/session/auth-error-handling"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "./lib/trpc"
import { createAppRouter } from "./router"
import { startRememberedHome } from "./routes/-components/home-first-view"

const queryClient = createQueryClient()
const trpcClient = createTrpcClient()
const context = { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) }
const router = createAppRouter(context)

// The gate's first session check may fail with an ended session: the handler that says so and forgets the session
// must be there before it, or the sign-in page would hand the stale session back to the app.
installAuthErrorHandling(router)
// Until the app renders, its router's Transitioner (which loads the router on every move of the history) is not
// there: this stands in for it. Without a listener the router reloads itself after each move it makes, and a move
// to /signin, which loads the sign-in document instead of moving (sign-in-page.ts), sent it round in a loop that
// cut the document's load short.
const stopStandingIn = router.history.subscribe(() => void router.load())

// The first render waits for the router's first load (the route gate's session, then the page's first view),
// with index.html's frame on screen meanwhile, and then renders in a transition: React renders the whole first
// view in slices of a few milliseconds instead of tasks that hold a phone's main thread for a few hundred (issue
// 27: total blocking time). Rendered before the load, the app re-rendered synchronously as each step of it settled.
const root = createRoot(document.getElementById("root")!)
const render = () => {
  stopStandingIn()
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} trpcClient={trpcClient} router={router} />
      </StrictMode>,
    ),
  )
}

// The requests start in a task of their own, after the modules' evaluation: one long task less on a phone. They
// stay in one task together, so that the session and the remembered home's answers share one batched request.
setTimeout(() => {
  startRememberedHome(router, context)
  // a failed load is the router's to show (its error components), as it would be in the app
  router.load().then(render, render)
})
