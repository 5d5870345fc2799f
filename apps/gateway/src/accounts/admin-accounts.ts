import { AdminAccountsPage, AdminAccountsQuery, normalizePage } from "@ignite/contracts"
import type { RequestContext } from "../context"
import { defineRoute } from "../rest/route"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

/** Admins find an account (to set its payment status): every company account, by name, searchable. */
const adminAccountsPageOf = (ctx: RequestContext, query: AdminAccountsQuery) =>
  ctx.services.companies.reads.adminAccounts({ ...normalizePage(query), search: query.search })

export const adminAccountsRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/admin/accounts",
    summary: "Every company account with its payment status, by name (page, perPage, search: name or UEI)",
    tag: "Admin",
    access: "admin",
    query: AdminAccountsQuery,
    response: AdminAccountsPage,
    handler: ({ ctx, query }) => adminAccountsPageOf(ctx, query),
  }),
]

export const adminAccountsProcedures = {
  adminAccounts: router({
    list: procedure("admin")
      .input(input(AdminAccountsQuery))
      .output(output(AdminAccountsPage))
      .query(({ ctx, input }) => adminAccountsPageOf(ctx, input)),
  }),
}
