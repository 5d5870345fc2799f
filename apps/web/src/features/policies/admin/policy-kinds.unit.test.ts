import { policyKinds } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { adminPolicyKinds, isPolicyKind } from "./policy-kinds"

describe("admin policy kinds", () => {
  it("are the contracts' kinds, in their order", () => {
    expect(adminPolicyKinds).toEqual(policyKinds)
    expect(isPolicyKind("antiSpam")).toBe(true)
    expect(isPolicyKind("cookies")).toBe(false)
    expect(isPolicyKind(undefined)).toBe(false)
  })
})
