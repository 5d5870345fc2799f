import type { AnyRouter } from "@trpc/server"
import type { RestRoute } from "./rest/route"

/**
 * A domain's transports: its tRPC routers (merged into the app router at the top level, so their names are
 * the procedure paths' first part) and its REST routes at the spec's paths. Both are thin: decode,
 * authorize (access.ts), call the domain's service or a read model, answer.
 */
export interface DomainAdapter<Procedures extends Record<string, AnyRouter> = Record<string, AnyRouter>> {
  readonly name: string
  readonly procedures: Procedures
  readonly routes: readonly RestRoute[]
}

export const defineAdapter = <const Procedures extends Record<string, AnyRouter>>(
  adapter: DomainAdapter<Procedures>,
) => adapter
