import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, it } from "vitest"
import type { ClaimStreamEvent } from "./claim"
import { type ClaimCommand, claimDecider } from "./claim.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(claimDecider, fixedContext(now))
const accountId = "acc-1"
const inThreeDays = "2026-03-04T12:00:00.000Z"

type RequestClaim = Extract<ClaimCommand, { type: "RequestClaim" }>
const request = (overrides: Partial<RequestClaim> = {}): RequestClaim => ({
  type: "RequestClaim",
  claimRequestId: "claim-a",
  account: { accountId, uniqueEntityId: "ACMERBTX0001", contactEmail: "POC@Acme.example", claimed: false },
  email: "poc@acme.example",
  firstName: "Pat",
  lastName: "Contact",
  emailHasUser: false,
  tokenId: "token-1",
  expiresAt: inThreeDays,
  ...overrides,
})

const requested = (expiresAt = inThreeDays): Extract<ClaimStreamEvent, { type: "ClaimRequested" }> => ({
  type: "ClaimRequested",
  data: {
    accountId,
    claimRequestId: "claim-a",
    uniqueEntityId: "ACMERBTX0001",
    email: "poc@acme.example",
    firstName: "Pat",
    lastName: "Contact",
    tokenId: "token-1",
    expiresAt,
  },
  personal: { subject: "claim-claim-a", fields: ["email", "firstName", "lastName"] },
})

const completed: ClaimStreamEvent = {
  type: "ClaimCompleted",
  data: { accountId, claimRequestId: "claim-a", userId: "user-1", completedAt: now.toISOString() },
}

describe("claim decider", () => {
  it("requests a claim with the registry's contact, compared without case, its personal fields sealed", () => {
    spec.given([]).when(request()).thenEvents([requested()])
  })

  it("refuses every other outcome with the spec's code, in the order the screen explains them", () => {
    spec
      .given([])
      .when(request({ account: { ...request().account, claimed: true } }))
      .thenFails("AccountAlreadyClaimed")
    spec.given([completed]).when(request()).thenFails("AccountAlreadyClaimed")
    spec
      .given([])
      .when(request({ email: "someone@else.example" }))
      .thenFails("EmailUnmatched")
    spec
      .given([])
      .when(request({ emailHasUser: true }))
      .thenFails("UserAlreadyExists")
    spec
      .given([requested()])
      .when(request({ claimRequestId: "claim-b" }))
      .thenFails("ClaimRequestAlreadyExists")
  })

  it("takes a new request once the pending one has expired", () => {
    const expired = requested("2026-02-28T00:00:00.000Z")
    spec
      .given([expired])
      .when(request({ claimRequestId: "claim-b", tokenId: "token-2" }))
      .thenEvents([
        {
          ...requested(),
          data: { ...requested().data, claimRequestId: "claim-b", tokenId: "token-2" },
          personal: { subject: "claim-claim-b", fields: ["email", "firstName", "lastName"] },
        },
      ])
  })

  it("resends a pending claim with a new link, expired or not; there is nothing to resend otherwise", () => {
    spec
      .given([requested("2026-02-28T00:00:00.000Z")])
      .when({ type: "ResendClaim", tokenId: "token-2", expiresAt: inThreeDays })
      .thenEvents([
        {
          type: "ClaimEmailResent",
          data: {
            accountId,
            claimRequestId: "claim-a",
            email: "poc@acme.example",
            firstName: "Pat",
            tokenId: "token-2",
            expiresAt: inThreeDays,
          },
          personal: { subject: "claim-claim-a", fields: ["email", "firstName"] },
        },
      ])
    spec.given([]).when({ type: "ResendClaim", tokenId: "t", expiresAt: inThreeDays }).thenFails("NotFound")
    spec
      .given([requested(), completed])
      .when({ type: "ResendClaim", tokenId: "t", expiresAt: inThreeDays })
      .thenFails("AccountAlreadyClaimed")
  })

  it("completes the pending claim once, within its time", () => {
    const complete: ClaimCommand = { type: "CompleteClaim", claimRequestId: "claim-a", userId: "user-1" }
    spec.given([requested()]).when(complete).thenEvents([completed])
    spec.given([requested(), completed]).when(complete).thenFails("AccountAlreadyClaimed")
    spec
      .given([requested("2026-03-01T11:59:59.000Z")])
      .when(complete)
      .thenFails("ClaimPeriodExpired")
    spec
      .given([requested()])
      .when({ ...complete, claimRequestId: "claim-old" })
      .thenFails("InvalidClaimToken")
    spec.given([]).when(complete).thenFails("InvalidClaimToken")
  })
})
