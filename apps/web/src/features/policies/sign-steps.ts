import type { SignableKind, UnsignedPolicy } from "@ignite/contracts"
import { isAppPath } from "@ignite/contracts/app-path"
import { redirectAfterSignTermsKey } from "../session/redirect-memory"

export { redirectAfterSignTermsKey }

/** Spec 01 §4: terms, then privacy, with one second between steps. */
export const signOrder: readonly SignableKind[] = ["terms", "privacy"]
export const stepDelayMs = 1000

export const orderSteps = (unsigned: readonly UnsignedPolicy[]): UnsignedPolicy[] =>
  [...unsigned].sort((a, b) => signOrder.indexOf(a.kind) - signOrder.indexOf(b.kind))

/** The step to show, or undefined once every step is signed. */
export const currentStep = (
  steps: readonly UnsignedPolicy[],
  signed: readonly SignableKind[],
): { step: UnsignedPolicy; index: number } | undefined => {
  const index = steps.findIndex((step) => !signed.includes(step.kind))
  return index === -1 ? undefined : { step: steps[index]!, index }
}

// Only paths of this app (anything else would make this an open redirect), and not /sign_terms itself,
// which would loop.
const isSafeTarget = (target: string) => isAppPath(target) && !/^\/sign_terms(?:[?#/]|$)/.test(target)

/** Reads and forgets the remembered location; "/" when there is none or it is not a path of this app. */
export const takeRedirectAfterSignTerms = (storage: Pick<Storage, "getItem" | "removeItem"> | undefined) => {
  try {
    const target = storage?.getItem(redirectAfterSignTermsKey)
    storage?.removeItem(redirectAfterSignTermsKey)
    return target && isSafeTarget(target) ? target : "/"
  } catch {
    // Storage can be unavailable in private modes; the home page is always a fine place to land.
    return "/"
  }
}
