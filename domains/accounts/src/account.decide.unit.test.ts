import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, it } from "vitest"
import type { AccountStreamEvent } from "./account"
import { accountDecider } from "./account.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(accountDecider, fixedContext(now))
const accountId = "acc-1"
const sealed = { subject: accountId, fields: ["contactEmail"] }
const registered: AccountStreamEvent = {
  type: "AccountRegistered",
  data: {
    accountId,
    uniqueEntityId: "ACMERBTX0001",
    name: "Acme Robotics",
    contactEmail: "poc@acme.example",
    registeredAt: "2026-02-01T00:00:00.000Z",
  },
  personal: sealed,
}
const claimed: AccountStreamEvent[] = [
  { type: "AccountClaimed", data: { accountId, userId: "owner-1", claimedAt: now.toISOString() } },
  {
    type: "AccountMemberJoined",
    data: { accountId, userId: "owner-1", via: "claim", joinedAt: now.toISOString() },
  },
]

describe("account decider", () => {
  it("registers a company once; the registry's same facts again change nothing, new ones are recorded", () => {
    spec
      .given([])
      .when({
        type: "RegisterAccount",
        accountId,
        uniqueEntityId: "ACMERBTX0001",
        name: "Acme Robotics",
        contactEmail: "poc@acme.example",
      })
      .thenEvents([{ ...registered, data: { ...registered.data, registeredAt: now.toISOString() } }])
    spec
      .given([registered])
      .when({ type: "UpdateRegistry", name: "Acme Robotics", contactEmail: "poc@acme.example" })
      .thenEvents([])
    spec
      .given([registered])
      .when({ type: "UpdateRegistry", name: "Acme Robotics Inc", contactEmail: "poc@acme.example" })
      .thenEvents([
        {
          type: "AccountRegistryUpdated",
          data: { accountId, name: "Acme Robotics Inc", contactEmail: "poc@acme.example" },
          personal: sealed,
        },
      ])
  })

  it("is claimed once: the claimant owns it and is its first member", () => {
    spec.given([registered]).when({ type: "ClaimAccount", userId: "owner-1" }).thenEvents(claimed)
    spec
      .given([registered, ...claimed])
      .when({ type: "ClaimAccount", userId: "other" })
      .thenFails("AccountAlreadyClaimed")
  })

  it("lets only members rename it or finish the setup session", () => {
    spec
      .given([registered, ...claimed])
      .when({ type: "RenameAccount", name: "Acme", by: "owner-1" })
      .thenEvents([{ type: "AccountRenamed", data: { accountId, name: "Acme", renamedBy: "owner-1" } }])
    spec
      .given([registered, ...claimed])
      .when({ type: "RenameAccount", name: "Acme", by: "stranger" })
      .thenFails("NotAccountMember")
    spec
      .given([registered, ...claimed])
      .when({ type: "CompleteSetupSession", by: "owner-1" })
      .thenEvents([{ type: "AccountSetupSessionCompleted", data: { accountId, userId: "owner-1" } }])
  })

  it("records a payment status only when it changes", () => {
    spec
      .given([registered])
      .when({ type: "SetPaymentStatus", status: "good_standing", by: "admin-1" })
      .thenEvents([
        { type: "AccountPaymentStatusSet", data: { accountId, status: "good_standing", setBy: "admin-1" } },
      ])
    spec
      .given([
        registered,
        { type: "AccountPaymentStatusSet", data: { accountId, status: "good_standing", setBy: "admin-1" } },
      ])
      .when({ type: "SetPaymentStatus", status: "good_standing", by: "admin-2" })
      .thenEvents([])
  })
})
