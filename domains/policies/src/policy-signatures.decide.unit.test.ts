import { policyErrors } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { deciderSpec, fixedContext } from "../../../platform/src/decider/testing"
import type { PolicySignaturesEvent } from "./policy-signatures"
import { type PolicySignaturesCommand, policySignaturesDecider } from "./policy-signatures.decide"

const spec = deciderSpec(policySignaturesDecider, fixedContext())

const sign = (overrides: Partial<PolicySignaturesCommand> = {}): PolicySignaturesCommand => ({
  type: "SignPolicy",
  userId: "user-1",
  kind: "terms",
  documentId: "terms-2",
  publishedVersions: ["terms-1", "terms-2"],
  ...overrides,
})

const signed = (documentId: string, kind: "terms" | "privacy" = "terms"): PolicySignaturesEvent => ({
  type: "PolicySigned",
  data: { userId: "user-1", kind, documentId, signedAt: "2025-12-01T00:00:00.000Z" },
})

describe("policy signatures decider", () => {
  it("records agreement to the latest version, at the decision's time", () => {
    spec
      .given([])
      .when(sign())
      .thenEvents([
        {
          type: "PolicySigned",
          data: {
            userId: "user-1",
            kind: "terms",
            documentId: "terms-2",
            signedAt: "2026-01-01T00:00:00.000Z",
          },
        },
      ])
  })

  it("signs terms and privacy independently", () => {
    spec
      .given([signed("terms-2")])
      .when(sign({ kind: "privacy", documentId: "privacy-1", publishedVersions: ["privacy-1"] }))
      .thenState((state) => {
        expect(state.status === "signing" && Object.keys(state.signed)).toEqual(["terms-2", "privacy-1"])
      })
  })

  it("treats signing the same document twice as a no-op, even once it is outdated", () => {
    spec
      .given([signed("terms-2")])
      .when(sign())
      .thenEvents([])
    spec
      .given([signed("terms-2")])
      .when(sign({ publishedVersions: ["terms-1", "terms-2", "terms-3"] }))
      .thenEvents([])
  })

  it("refuses an older version with a 409 that says what to do", () => {
    const error = spec
      .given([])
      .when(sign({ documentId: "terms-1" }))
      .thenFails("OutdatedPolicy", policyErrors.OutdatedPolicy.message("terms"))
    expect(error.status).toBe(409)
    expect(error.message).toBe(
      "A newer version of the terms of service has been published. Please review and agree to the latest version.",
    )
  })

  it("answers NotFound for a document that is not a version of that kind", () => {
    spec
      .given([])
      .when(sign({ documentId: "privacy-1" }))
      .thenFails("NotFound", "The requested resource does not exist")
    spec
      .given([signed("terms-2")])
      .when(sign({ kind: "privacy", documentId: "terms-2", publishedVersions: ["privacy-1"] }))
      .thenFails("NotFound")
    spec
      .given([])
      .when(sign({ kind: "privacy", documentId: "privacy-1", publishedVersions: [] }))
      .thenFails("NotFound", "No privacy statement has been published yet.")
  })

  it("keeps the anti-spam policy read-only", () => {
    const error = spec
      .given([])
      .when(sign({ kind: "antiSpam", documentId: "spam-1", publishedVersions: ["spam-1"] }))
      .thenFails("PolicyNotSignable")
    expect(error.status).toBe(400)
  })
})
