import { authRouter, usersRouter } from "./identity-router"
import { router } from "./init"
import { policiesRouter } from "./policies-router"
import { operatorRouter, systemRouter } from "./system-router"

/** One router per domain; the web client imports only this type. */
export const appRouter = router({
  system: systemRouter,
  operator: operatorRouter,
  auth: authRouter,
  users: usersRouter,
  policies: policiesRouter,
})

export type AppRouter = typeof appRouter
