import { decodeInput, PublishPolicyInput, policyKinds, visibleText } from "@ignite/contracts"
import { sanitizeRichText } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { defaultPolicies, ensureDefaultPolicies } from "./defaults"
import type { PoliciesService } from "./service"

const textOf = (kind: string) => visibleText(defaultPolicies.find((p) => p.kind === kind)!.content)

describe("default policies", () => {
  it("has one valid document per kind that sanitizing leaves untouched", () => {
    expect(defaultPolicies.map((p) => p.kind)).toEqual([...policyKinds])
    expect(defaultPolicies.map((p) => p.title)).toEqual([
      "Terms of Service",
      "Privacy Statement",
      "Anti-Spam Policy",
    ])
    for (const policy of defaultPolicies) {
      expect(decodeInput(PublishPolicyInput, policy)).toEqual(policy)
      expect(sanitizeRichText(policy.content)).toBe(policy.content)
    }
  })

  it("states the UNCLASSIFIED-only rule and the spam rules of the product", () => {
    expect(textOf("terms")).toContain("Ignite handles information up to UNCLASSIFIED only.")
    expect(textOf("antiSpam")).toContain("only one initial message to a government user")
    expect(textOf("antiSpam")).toContain("until the government user replies")
    expect(textOf("antiSpam")).toContain("Allow New Company Messages")
    expect(textOf("antiSpam")).toContain("Pause a conversation")
  })

  it("publishes through the service, reporting only the kinds it published", async () => {
    const existing = new Set(["privacy"])
    const service = {
      publishDefault: async (input: PublishPolicyInput) =>
        existing.has(input.kind) ? undefined : { id: input.kind, ...input },
    } as unknown as PoliciesService
    expect(await ensureDefaultPolicies(service)).toEqual(["terms", "antiSpam"])
  })
})
