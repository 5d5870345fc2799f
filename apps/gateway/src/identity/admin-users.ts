import {
  AdminUsersPage,
  AdminUsersQuery,
  ErasureAnswer,
  normalizePage,
  UserRoles,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import type { Caller } from "../access"
import type { RequestContext } from "../context"
import { defineRoute } from "../rest/route"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const adminUsersPageOf = (ctx: RequestContext, { email, role, ...page }: AdminUsersQuery) =>
  ctx.services.identity.reads.adminUsers({ email, role }, normalizePage(page))

/** Issue 22: admins make a user an auditor and take it back; the user's sessions end either way. */
const auditor = {
  grant: async (ctx: RequestContext, caller: Caller, userId: string): Promise<UserRoles> => {
    const { roles } = await ctx.services.identity.users.grantRole(userId, "auditor", caller.sub)
    return { id: userId, userRoles: [...roles] }
  },
  revoke: async (ctx: RequestContext, caller: Caller, userId: string): Promise<UserRoles> => {
    const { roles } = await ctx.services.identity.users.revokeRole(userId, "auditor", caller.sub)
    return { id: userId, userRoles: [...roles] }
  },
}

const UserParams = Schema.Struct({ id: Uuid })
const UserInput = Schema.Struct({ userId: Uuid })

export const adminUsersRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/admin/users",
    summary:
      "Every user with their roles, by name (page, perPage; email: exactly this address; role: its holders)",
    tag: "Admin",
    access: "admin",
    query: AdminUsersQuery,
    response: AdminUsersPage,
    handler: ({ ctx, query }) => adminUsersPageOf(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/admin/users/{id}/roles/auditor",
    summary:
      "Make the user an auditor (again is a no-op): their sessions end, so their next sign-in carries the role. Answers their roles",
    tag: "Admin",
    access: "admin",
    params: UserParams,
    response: UserRoles,
    handler: ({ ctx, caller, params }) => auditor.grant(ctx, caller, params.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/users/{id}/roles/auditor",
    summary:
      "Take the auditor role back (a no-op for a user without it): their sessions end at once. Answers their roles",
    tag: "Admin",
    access: "admin",
    params: UserParams,
    response: UserRoles,
    handler: ({ ctx, caller, params }) => auditor.revoke(ctx, caller, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/admin/users/{id}/erase",
    summary:
      "Forget a person (docs/privacy.md): their personal fields become unreadable in every event and read model, their sign-in address and password are deleted, their sessions end. Not undone. Answers the read models rebuilding",
    tag: "Admin",
    access: "admin",
    params: UserParams,
    response: ErasureAnswer,
    handler: ({ ctx, caller, params }) => ctx.services.erasure.erase(caller.sub, params.id),
  }),
]

export const adminUsersProcedures = {
  adminUsers: router({
    list: procedure("admin")
      .input(input(AdminUsersQuery))
      .output(output(AdminUsersPage))
      .query(({ ctx, input }) => adminUsersPageOf(ctx, input)),
    grantAuditor: procedure("admin")
      .input(input(UserInput))
      .output(output(UserRoles))
      .mutation(({ ctx, input }) => auditor.grant(ctx, ctx.caller, input.userId)),
    revokeAuditor: procedure("admin")
      .input(input(UserInput))
      .output(output(UserRoles))
      .mutation(({ ctx, input }) => auditor.revoke(ctx, ctx.caller, input.userId)),
    erase: procedure("admin")
      .input(input(UserInput))
      .output(output(ErasureAnswer))
      .mutation(({ ctx, input }) => ctx.services.erasure.erase(ctx.caller.sub, input.userId)),
  }),
}
