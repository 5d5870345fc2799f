import type { RequestContext, Services } from "../context"

type SideReads = Services["storefronts"]["owner"] | Services["storefronts"]["market"]

/**
 * The two sides a storefront's awards, services, products, use cases and contact are read from (spec 02 §7),
 * so that both transports build each read once for both: the owner side for the account's members under
 * /listings/{id}, the marketplace side for every signed-in user under /connect/listings/{id}, by the
 * listing's visibility (workflows' storefront reads check the side's rule first).
 */
export interface StorefrontSide {
  readonly access: "company" | "user"
  /** The OpenAPI document's group. */
  readonly tag: "Listings" | "Marketplace"
  /** The storefront's own path on this side; what hangs off it goes below. */
  readonly path: string
  readonly reads: (
    ctx: RequestContext,
  ) => Pick<SideReads, "awards" | "award" | "artifacts" | "artifact" | "pointOfContact">
  /** The summaries' words for the storefront ("One award of …") and for what is its ("… awards"). */
  readonly storefront: string
  readonly theirs: (what: string) => string
}

export const ownerSide: StorefrontSide = {
  access: "company",
  tag: "Listings",
  path: "/api/v1/listings/{id}",
  reads: (ctx) => ctx.services.storefronts.owner,
  storefront: "a storefront of the caller's account",
  theirs: (what) => `The ${what} of a storefront of the caller's account`,
}

export const marketSide: StorefrontSide = {
  access: "user",
  tag: "Marketplace",
  path: "/api/v1/connect/listings/{id}",
  reads: (ctx) => ctx.services.storefronts.market,
  storefront: "a visible storefront",
  theirs: (what) => `A visible storefront's ${what}`,
}
