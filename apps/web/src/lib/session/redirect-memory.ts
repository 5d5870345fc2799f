// Only paths of this app: a stored absolute or protocol-relative URL would make the redirect an open one.
import { isAppPath } from "@ignite/contracts/app-path"

/** Where a signed-out visitor was going; read once after sign-in (spec 01 §2: kept in session storage). */
export const redirectAfterLoginKey = "ignite.redirectAfterLogin"
/** Where a user with unsigned terms was going; /sign_terms (features/policies) reads it. */
export const redirectAfterSignTermsKey = "ignite.redirectAfterSignTerms"

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">

const browserStore = (): Store | undefined =>
  typeof sessionStorage === "undefined" ? undefined : sessionStorage

const remember = (key: string, href: string, store: Store | undefined) => {
  if (!isAppPath(href)) return
  try {
    store?.setItem(key, href)
  } catch {
    // Storage can be unavailable in private modes: the user lands on / instead.
  }
}

export const rememberLoginTarget = (href: string, store = browserStore()) =>
  remember(redirectAfterLoginKey, href, store)

export const rememberSignTermsTarget = (href: string, store = browserStore()) =>
  remember(redirectAfterSignTermsKey, href, store)

/** The remembered target, left in place for the sign-in still to come; undefined when there is none. */
export const peekLoginTarget = (store = browserStore()): string | undefined => {
  try {
    const target = store?.getItem(redirectAfterLoginKey)
    return target && isAppPath(target) ? target : undefined
  } catch {
    return undefined
  }
}

/** Reads and forgets a remembered target; "/" when there is none or it is not a path to go to. */
const take = (
  key: string,
  store: Pick<Store, "getItem" | "removeItem"> | undefined,
  acceptable: (target: string) => boolean,
): string => {
  try {
    const target = store?.getItem(key)
    store?.removeItem(key)
    return target && acceptable(target) ? target : "/"
  } catch {
    // Storage can be unavailable in private modes; the home page is always a fine place to land.
    return "/"
  }
}

export const takeLoginTarget = (store = browserStore()): string =>
  take(redirectAfterLoginKey, store, isAppPath)

/** Where /sign_terms sends the user once everything is signed: never back to /sign_terms, which would loop. */
export const takeSignTermsTarget = (
  store: Pick<Store, "getItem" | "removeItem"> | undefined = browserStore(),
): string =>
  take(
    redirectAfterSignTermsKey,
    store,
    (target) => isAppPath(target) && !/^\/sign_terms(?:[?#/]|$)/.test(target),
  )
