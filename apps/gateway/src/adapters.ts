import { adminAccountsProcedures, adminAccountsRoutes } from "./accounts/admin-accounts"
import { accountsRoutes } from "./accounts/rest"
import { accountsProcedures } from "./accounts/trpc"
import { defineAdapter } from "./adapter"
import { analyticsRoutes } from "./analytics/rest"
import { analyticsProcedures } from "./analytics/trpc"
import { auditRoutes } from "./audit/rest"
import { auditProcedures } from "./audit/trpc"
import { chatRoutes } from "./chat/rest"
import { chatProcedures } from "./chat/trpc"
import { govUsersRoutes } from "./govusers/rest"
import { govUsersProcedures } from "./govusers/trpc"
import { adminUsersProcedures, adminUsersRoutes } from "./identity/admin-users"
import { identityRoutes } from "./identity/rest"
import { identityProcedures } from "./identity/trpc"
import { importsRoutes } from "./imports/rest"
import { importsProcedures } from "./imports/trpc"
import { listingsRoutes } from "./listings/rest"
import { listingsProcedures } from "./listings/trpc"
import { mapsRoutes } from "./maps/rest"
import { mapsProcedures } from "./maps/trpc"
import { matchmakingRoutes } from "./matchmaking/rest"
import { matchmakingProcedures } from "./matchmaking/trpc"
import { notificationsRoutes } from "./notifications/rest"
import { notificationsProcedures } from "./notifications/trpc"
import { policiesRoutes } from "./policies/rest"
import { policiesProcedures } from "./policies/trpc"
import { referenceRoutes } from "./reference/rest"
import { referenceProcedures } from "./reference/trpc"
import { searchRoutes } from "./search/rest"
import { searchProcedures } from "./search/trpc"
import { systemRoutes } from "./system/rest"
import { systemProcedures } from "./system/trpc"

/**
 * Every domain's transports. Adding a domain: its folder here (`<domain>/trpc.ts`, `<domain>/rest.ts`) and
 * one line in this list; the app router, the REST table and the OpenAPI document assemble from it.
 */
export const adapters = [
  defineAdapter({ name: "system", procedures: systemProcedures, routes: systemRoutes }),
  defineAdapter({ name: "reference", procedures: referenceProcedures, routes: referenceRoutes }),
  defineAdapter({ name: "identity", procedures: identityProcedures, routes: identityRoutes }),
  defineAdapter({ name: "admin-users", procedures: adminUsersProcedures, routes: adminUsersRoutes }),
  defineAdapter({ name: "policies", procedures: policiesProcedures, routes: policiesRoutes }),
  defineAdapter({ name: "accounts", procedures: accountsProcedures, routes: accountsRoutes }),
  defineAdapter({ name: "admin-accounts", procedures: adminAccountsProcedures, routes: adminAccountsRoutes }),
  defineAdapter({ name: "imports", procedures: importsProcedures, routes: importsRoutes }),
  defineAdapter({ name: "listings", procedures: listingsProcedures, routes: listingsRoutes }),
  defineAdapter({ name: "govusers", procedures: govUsersProcedures, routes: govUsersRoutes }),
  defineAdapter({ name: "maps", procedures: mapsProcedures, routes: mapsRoutes }),
  defineAdapter({ name: "search", procedures: searchProcedures, routes: searchRoutes }),
  defineAdapter({ name: "notifications", procedures: notificationsProcedures, routes: notificationsRoutes }),
  defineAdapter({ name: "chat", procedures: chatProcedures, routes: chatRoutes }),
  defineAdapter({ name: "analytics", procedures: analyticsProcedures, routes: analyticsRoutes }),
  defineAdapter({ name: "audit", procedures: auditProcedures, routes: auditRoutes }),
  defineAdapter({ name: "matchmaking", procedures: matchmakingProcedures, routes: matchmakingRoutes }),
] as const
