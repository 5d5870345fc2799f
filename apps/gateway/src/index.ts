export { startApp } from "./app"
export type { RequestContext, Services } from "./context"
export { buildGateway } from "./server"
export type { AppRouter } from "./trpc/app-router"
