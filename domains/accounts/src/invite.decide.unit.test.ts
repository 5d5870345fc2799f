import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, it } from "vitest"
import type { InviteStreamEvent } from "./invite"
import { type InviteCommand, inviteDecider } from "./invite.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(inviteDecider, fixedContext(now))
const accountId = "acc-1"
const inAWeek = "2026-03-08T12:00:00.000Z"
const personal = { subject: "invite-inv-1", fields: ["email", "firstName", "lastName"] }
const invitee = { email: "lin@acme.example", firstName: "Lin", lastName: "Colleague" }

const send = (overrides: Partial<Extract<InviteCommand, { type: "SendInvite" }>> = {}): InviteCommand => ({
  type: "SendInvite",
  inviteId: "inv-1",
  accountId,
  invitedBy: "owner-1",
  actorIsMember: true,
  emailHasUser: false,
  ...invitee,
  tokenId: "token-1",
  expiresAt: inAWeek,
  ...overrides,
})

const sent = (expiresAt = inAWeek): InviteStreamEvent => ({
  type: "InviteSent",
  data: { inviteId: "inv-1", accountId, invitedBy: "owner-1", ...invitee, tokenId: "token-1", expiresAt },
  personal,
})

const manage = { accountId, actorIsMember: true }

describe("invite decider", () => {
  it("sends an invite from a member to an address without a user", () => {
    spec.given([]).when(send()).thenEvents([sent()])
    spec
      .given([])
      .when(send({ actorIsMember: false }))
      .thenFails("NotAccountMember")
    spec
      .given([])
      .when(send({ emailHasUser: true }))
      .thenFails("UserAlreadyExists")
    spec.given([sent()]).when(send()).thenFails("Conflict")
  })

  it("edits and resends a pending invite with a new link; only its own account's members may", () => {
    const renamed = { email: "lin.new@acme.example", firstName: "Lin", lastName: "Renamed" }
    spec
      .given([sent()])
      .when({
        type: "UpdateInvite",
        ...manage,
        emailHasUser: false,
        ...renamed,
        tokenId: "token-2",
        expiresAt: inAWeek,
      })
      .thenEvents([
        {
          type: "InviteUpdated",
          data: { inviteId: "inv-1", accountId, ...renamed, tokenId: "token-2", expiresAt: inAWeek },
          personal,
        },
      ])
    spec
      .given([sent()])
      .when({ type: "ResendInvite", ...manage, tokenId: "token-3", expiresAt: inAWeek })
      .thenEvents([
        {
          type: "InviteResent",
          data: { inviteId: "inv-1", accountId, ...invitee, tokenId: "token-3", expiresAt: inAWeek },
          personal,
        },
      ])
    spec
      .given([sent()])
      .when({
        type: "ResendInvite",
        accountId: "other",
        actorIsMember: true,
        tokenId: "t",
        expiresAt: inAWeek,
      })
      .thenFails("NotFound")
    spec
      .given([sent()])
      .when({ type: "ResendInvite", accountId, actorIsMember: false, tokenId: "t", expiresAt: inAWeek })
      .thenFails("NotAccountMember")
  })

  it("deletes a pending invite; a deleted invite can be neither managed nor accepted", () => {
    const deleted: InviteStreamEvent = {
      type: "InviteDeleted",
      data: { inviteId: "inv-1", accountId, deletedBy: "owner-1" },
    }
    spec
      .given([sent()])
      .when({ type: "DeleteInvite", ...manage, by: "owner-1" })
      .thenEvents([deleted])
    spec
      .given([sent(), deleted])
      .when({ type: "DeleteInvite", ...manage, by: "owner-1" })
      .thenFails("NotFound")
    spec
      .given([sent(), deleted])
      .when({ type: "AcceptInvite", userId: "u-2" })
      .thenFails("InvalidInviteToken")
  })

  it("is accepted once, within its time", () => {
    const accepted: InviteStreamEvent = {
      type: "InviteAccepted",
      data: { inviteId: "inv-1", accountId, userId: "u-2", acceptedAt: now.toISOString() },
    }
    spec.given([sent()]).when({ type: "AcceptInvite", userId: "u-2" }).thenEvents([accepted])
    spec
      .given([sent(), accepted])
      .when({ type: "AcceptInvite", userId: "u-3" })
      .thenFails("InvalidInviteToken")
    spec
      .given([sent("2026-03-01T11:00:00.000Z")])
      .when({ type: "AcceptInvite", userId: "u-2" })
      .thenFails("InvitePeriodExpired")
  })
})
