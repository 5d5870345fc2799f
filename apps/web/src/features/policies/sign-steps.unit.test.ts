import type { UnsignedPolicy } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { currentStep, orderSteps } from "./sign-steps"

const step = (kind: "terms" | "privacy"): UnsignedPolicy => ({
  kind,
  document: { id: `${kind}-1`, title: kind, publishDate: "2026-11-01", content: "<p>x</p>" },
})

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
