import { redirect } from "@tanstack/react-router"
import { optionalText } from "../../lib/search-params"

type TokenSearch<K extends string> = { [P in K]?: string }

/**
 * `validateSearch` of a page opened from a mailed link: its token, as text, or nothing. Name it outside the
 * route's options: called inside them, the route infers an empty search once `loaderDeps` reads it.
 */
export const tokenSearch =
  <K extends string>(key: K) =>
  (search: Record<string, unknown>): TokenSearch<K> => {
    const token = optionalText(search[key])
    return (token ? { [key]: token } : {}) as TokenSearch<K>
  }

/** `beforeLoad` of such a page: without the mailed token there is nothing to do there, so go to `to`. */
export const requireToken =
  <K extends string>(key: K, to: "/" | "/signin") =>
  ({ search }: { readonly search: TokenSearch<K> }) => {
    if (!search[key]) throw redirect({ to, replace: true })
  }
