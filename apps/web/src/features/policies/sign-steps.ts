import type { SignableKind, UnsignedPolicy } from "@ignite/contracts"

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
