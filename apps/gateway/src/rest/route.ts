import { decodeInput } from "@ignite/contracts"
import type { Schema } from "effect"
import { allGates, requireRole } from "../auth/authenticate"
import type { Role, TokenClaims } from "../auth/jwt"
import type { RequestContext } from "../context"

type AnySchema = Parameters<typeof decodeInput>[0] & Schema.Top
type TypeOf<S> = S extends { readonly Type: infer T } ? T : undefined

/**
 * A REST facade route declared as data: the spec's path, the contract schemas of each input part and of
 * the answer, who may call it and the service call. The same declaration registers the Fastify route and
 * generates its OpenAPI operation, so the document cannot drift from the code.
 */
export type RouteAccess = "public" | "user" | "signed-in" | "terms" | readonly Role[]

/** Who called: the authorized token's claims, or nothing on a public route. */
type CallerOf<A> = A extends "public" ? undefined : TokenClaims

export interface RestRoute<P = unknown, Q = unknown, B = unknown, H = unknown, C = TokenClaims | undefined> {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** OpenAPI style: /api/v1/listings/{id} */
  readonly path: string
  readonly summary: string
  readonly tag: string
  /**
   * "public"; "user": signed in, confirmed, terms signed; "signed-in": any session, gated or not;
   * "terms": confirmed, terms may be unsigned; or one of the roles.
   */
  readonly access: RouteAccess
  readonly params?: AnySchema
  readonly query?: AnySchema
  readonly body?: AnySchema
  /** Request headers the route reads, by their lower-case names (documented as header parameters). */
  readonly headers?: AnySchema
  readonly response?: Schema.Top
  /** 200 unless said; 201 for creates, 204 for answers without a body. */
  readonly status?: 200 | 201 | 204
  readonly handler: (input: {
    params: P
    query: Q
    body: B
    headers: H
    /** Authorized by runRoute by the route's `access`: handlers need not check again. */
    caller: C
    ctx: RequestContext
  }) => Promise<unknown>
}

export const defineRoute = <
  PS extends AnySchema | undefined = undefined,
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  HS extends AnySchema | undefined = undefined,
  const A extends RouteAccess = RouteAccess,
>(
  route: Omit<
    RestRoute<TypeOf<PS>, TypeOf<QS>, TypeOf<BS>, TypeOf<HS>, CallerOf<A>>,
    "params" | "query" | "body" | "headers" | "access"
  > & {
    access: A
    params?: PS
    query?: QS
    body?: BS
    headers?: HS
  },
): RestRoute =>
  // The table holds routes of every shape; runRoute hands each handler what its own schemas and access give.
  route as unknown as RestRoute

/** A handler's answer that also sets response headers (sign-in returns the token in Authorization). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

const authorize = (access: RouteAccess, ctx: RequestContext): TokenClaims | undefined => {
  if (access === "public") return undefined
  if (access === "signed-in") return requireRole(ctx.auth, undefined, allGates)
  if (access === "terms") return requireRole(ctx.auth, undefined, ["MissingTermsPrivacy"])
  if (access === "user") return requireRole(ctx.auth)
  return requireRole(ctx.auth, access)
}

/** Authorizes and decodes; the handler only ever sees valid input and who called. */
export const runRoute = async (
  route: RestRoute,
  raw: { params: unknown; query: unknown; body: unknown; headers?: unknown },
  ctx: RequestContext,
) => {
  const caller = authorize(route.access, ctx)
  const params = route.params ? decodeInput(route.params, raw.params ?? {}) : undefined
  const query = route.query ? decodeInput(route.query, raw.query ?? {}) : undefined
  const body = route.body ? decodeInput(route.body, raw.body ?? {}) : undefined
  const headers = route.headers ? decodeInput(route.headers, raw.headers ?? {}) : undefined
  return route.handler({ params, query, body, headers, caller, ctx })
}
