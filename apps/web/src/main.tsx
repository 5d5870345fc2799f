import "@mantine/core/styles.css"
import "./ui/app-frame/app-frame.css"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "./lib/trpc"
import { createAppRouter } from "./router"
import { startRememberedHome } from "./routes/-components/home-first-view"

const queryClient = createQueryClient()
const trpcClient = createTrpcClient()
const context = { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) }
const router = createAppRouter(context)

// The first render waits for the router's first load (the route gate's session, then the page's first view),
// with index.html's frame on screen meanwhile, and then renders in a transition: React renders the whole first
// view in slices of a few milliseconds instead of tasks that hold a phone's main thread for a few hundred (issue
// 27: total blocking time). Rendered before the load, the app re-rendered synchronously as each step of it settled.
const root = createRoot(document.getElementById("root")!)
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} trpcClient={trpcClient} router={router} />
      </StrictMode>,
    ),
  )

// The requests start in a task of their own, after the modules' evaluation: one long task less on a phone. They
// stay in one task together, so that the session and the remembered home's answers share one batched request.
setTimeout(() => {
  startRememberedHome(router, context)
  // a failed load is the router's to show (its error components), as it would be in the app
  router.load().then(render, render)
})
