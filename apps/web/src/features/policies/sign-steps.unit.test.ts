import type { UnsignedPolicy } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { currentStep, orderSteps, redirectAfterSignTermsKey, takeRedirectAfterSignTerms } from "./sign-steps"

const step = (kind: "terms" | "privacy"): UnsignedPolicy => ({
  kind,
  document: { id: `${kind}-1`, title: kind, publishDate: "2026-11-01", content: "<p>x</p>" },
})

const memoryStorage = (value?: string) => {
  const items = new Map(value === undefined ? [] : [[redirectAfterSignTermsKey, value]])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

describe("sign steps", () => {
  it("orders terms before privacy whatever the server's order", () => {
    expect(orderSteps([step("privacy"), step("terms")]).map((s) => s.kind)).toEqual(["terms", "privacy"])
  })

  it("moves through the steps as they are signed, then reports none", () => {
    const steps = orderSteps([step("terms"), step("privacy")])
    expect(currentStep(steps, [])).toEqual({ step: steps[0], index: 0 })
    expect(currentStep(steps, ["terms"])).toEqual({ step: steps[1], index: 1 })
    expect(currentStep(steps, ["terms", "privacy"])).toBeUndefined()
  })

  it("shows only what is left: privacy alone, or nothing", () => {
    expect(currentStep([step("privacy")], [])).toEqual({ step: step("privacy"), index: 0 })
    expect(currentStep([], [])).toBeUndefined()
  })
})

describe("takeRedirectAfterSignTerms", () => {
  it("answers the remembered location once, then forgets it", () => {
    const storage = memoryStorage("/chat?threadId=7#latest")
    expect(takeRedirectAfterSignTerms(storage)).toBe("/chat?threadId=7#latest")
    expect(storage.items.size).toBe(0)
    expect(takeRedirectAfterSignTerms(storage)).toBe("/")
  })

  it("falls back to / for anything that is not a path of this app, or would loop", () => {
    for (const stored of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      "/sign_terms",
      "/sign_terms?x=1",
    ])
      expect(takeRedirectAfterSignTerms(memoryStorage(stored))).toBe("/")
    expect(takeRedirectAfterSignTerms(memoryStorage("/sign_terms_help"))).toBe("/sign_terms_help")
    expect(takeRedirectAfterSignTerms(undefined)).toBe("/")
  })

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {},
    }
    expect(takeRedirectAfterSignTerms(broken)).toBe("/")
  })
})
