import "@mantine/core/styles.css"
import "./ui/app-frame/app-frame.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "./lib/trpc"
import { createAppRouter } from "./router"
import { startRememberedHome } from "./routes/-components/home-first-view"

const queryClient = createQueryClient()
const trpcClient = createTrpcClient()
const context = { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) }
const router = createAppRouter(context)
startRememberedHome(router, context)

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App queryClient={queryClient} trpcClient={trpcClient} router={router} />
  </StrictMode>,
)
