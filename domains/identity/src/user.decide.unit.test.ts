import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { UserEvent } from "./user"
import { userDecider } from "./user.decide"

const spec = deciderSpec(userDecider, fixedContext(new Date("2026-03-01T12:00:00.000Z")))
const userId = "7d1e0000-0000-4000-8000-000000000001"
const personal = (fields: string[]) => ({ subject: userId, fields })

const registered: UserEvent = {
  type: "UserRegistered",
  data: {
    userId,
    email: "ada@example.gov",
    firstName: "Ada",
    lastName: "Lovelace",
    title: null,
    timezone: "America/New_York",
    roles: ["gov"],
    accountId: null,
    confirmed: false,
    registeredAt: "2026-03-01T00:00:00.000Z",
  },
}
const confirmed: UserEvent = {
  type: "EmailConfirmed",
  data: { userId, email: "ada@example.gov", confirmedAt: "2026-03-01T01:00:00.000Z" },
}

describe("user decider", () => {
  it("registers an unconfirmed user with a confirmation valid for three days, personal fields sealed", () => {
    spec
      .given([])
      .when({
        type: "Register",
        userId,
        email: "ada@example.gov",
        firstName: "Ada",
        lastName: "Lovelace",
        timezone: "America/New_York",
        roles: ["gov"],
        confirmed: false,
        tokenId: "tok-1",
      })
      .thenEvents([
        {
          type: "UserRegistered",
          data: { ...registered.data, registeredAt: "2026-03-01T12:00:00.000Z" },
          personal: personal(["email", "firstName", "lastName", "title"]),
        },
        {
          type: "ConfirmationSent",
          data: { userId, email: "ada@example.gov", tokenId: "tok-1", expiresAt: "2026-03-04T12:00:00.000Z" },
          personal: personal(["email"]),
        },
      ])
  })

  it("carries a sign-up's redirectTo on the confirmation it sends", () => {
    const decided = userDecider.decide(
      {
        type: "Register",
        userId,
        email: "ada@example.gov",
        firstName: "Ada",
        lastName: "Lovelace",
        roles: ["gov"],
        confirmed: false,
        tokenId: "tok-1",
        redirectTo: "/account",
      },
      userDecider.initialState,
      { now: new Date("2026-03-01T12:00:00.000Z"), newId: () => "id" },
    )
    expect(Array.isArray(decided) && decided[1]?.data).toMatchObject({
      tokenId: "tok-1",
      redirectTo: "/account",
    })
  })

  it("refuses to register the same user twice", () => {
    spec
      .given([registered])
      .when({
        type: "Register",
        userId,
        email: "x@y.z",
        firstName: "A",
        lastName: "B",
        roles: ["gov"],
        confirmed: true,
      })
      .thenFails("UserAlreadyExists", "A user already exists with the email provided.")
  })

  it("confirms the sign-up address once; a second confirmation changes nothing", () => {
    spec
      .given([registered])
      .when({ type: "Confirm", purpose: "signup", email: "ada@example.gov" })
      .thenEvents([
        {
          type: "EmailConfirmed",
          data: { userId, email: "ada@example.gov", confirmedAt: "2026-03-01T12:00:00.000Z" },
          personal: personal(["email"]),
        },
      ])
    spec
      .given([registered, confirmed])
      .when({ type: "Confirm", purpose: "signup", email: "ada@example.gov" })
      .thenEvents([])
  })

  it("changes the email only through the pending address; the old one stays the login until then", () => {
    const requested: UserEvent = {
      type: "EmailChangeRequested",
      data: { userId, email: "ada@new.gov", tokenId: "tok-2", expiresAt: "2026-03-04T12:00:00.000Z" },
    }
    spec
      .given([registered, confirmed])
      .when({ type: "RequestEmailChange", email: "ada@new.gov", tokenId: "tok-2" })
      .thenState((state) =>
        expect(state).toMatchObject({ email: "ada@example.gov", unconfirmedEmail: "ada@new.gov" }),
      )
    spec
      .given([registered, confirmed, requested])
      .when({ type: "Confirm", purpose: "email_change", email: "ada@other.gov" })
      .thenFails("InvalidConfirmationToken")
    spec
      .given([registered, confirmed, requested])
      .when({ type: "Confirm", purpose: "email_change", email: "ada@new.gov" })
      .thenState((state) => expect(state).toMatchObject({ email: "ada@new.gov", unconfirmedEmail: null }))
  })

  it("refuses the current address as a new one, pending change or not; the pending one again is a resend", () => {
    const requested: UserEvent = {
      type: "EmailChangeRequested",
      data: { userId, email: "ada@new.gov", tokenId: "tok-2", expiresAt: "2026-03-04T12:00:00.000Z" },
    }
    spec
      .given([registered, confirmed])
      .when({ type: "RequestEmailChange", email: "ada@example.gov", tokenId: "tok-2" })
      .thenFails("SameEmail", "This is already your email address.")
    spec
      .given([registered, confirmed, requested])
      .when({ type: "RequestEmailChange", email: "ada@example.gov", tokenId: "tok-3" })
      .thenFails("SameEmail")
    spec
      .given([registered, confirmed, requested])
      .when({ type: "RequestEmailChange", email: "ada@new.gov", tokenId: "tok-3" })
      .thenEvents([
        {
          type: "EmailChangeRequested",
          data: { userId, email: "ada@new.gov", tokenId: "tok-3", expiresAt: "2026-03-04T12:00:00.000Z" },
          personal: personal(["email"]),
        },
      ])
  })

  it("undoes a pending email change, and says so when there is none", () => {
    const requested: UserEvent = {
      type: "EmailChangeRequested",
      data: { userId, email: "ada@new.gov", tokenId: "tok-2", expiresAt: "2026-03-04T12:00:00.000Z" },
    }
    spec
      .given([registered, confirmed, requested])
      .when({ type: "CancelEmailChange" })
      .thenEvents([
        { type: "EmailChangeCancelled", data: { userId, cancelledAt: "2026-03-01T12:00:00.000Z" } },
      ])
    spec.given([registered, confirmed]).when({ type: "CancelEmailChange" }).thenFails("NoEmailChange")
  })

  it("resends the sign-up confirmation, or the pending change, or nothing", () => {
    spec
      .given([registered])
      .when({ type: "ResendConfirmation", tokenId: "tok-3" })
      .thenEvents([
        {
          type: "ConfirmationSent",
          data: { userId, email: "ada@example.gov", tokenId: "tok-3", expiresAt: "2026-03-04T12:00:00.000Z" },
          personal: personal(["email"]),
        },
      ])
    spec.given([registered, confirmed]).when({ type: "ResendConfirmation", tokenId: "tok-4" }).thenEvents([])
  })

  it("carries the redirectTo path on the resent confirmation, sign-up or pending change", () => {
    spec
      .given([registered])
      .when({ type: "ResendConfirmation", tokenId: "tok-5", redirectTo: "/account?tab=settings" })
      .thenEvents([
        {
          type: "ConfirmationSent",
          data: {
            userId,
            email: "ada@example.gov",
            tokenId: "tok-5",
            expiresAt: "2026-03-04T12:00:00.000Z",
            redirectTo: "/account?tab=settings",
          },
          personal: personal(["email"]),
        },
      ])
    const requested: UserEvent = {
      type: "EmailChangeRequested",
      data: { userId, email: "ada@new.gov", tokenId: "tok-2", expiresAt: "2026-03-04T12:00:00.000Z" },
    }
    spec
      .given([registered, confirmed, requested])
      .when({ type: "ResendConfirmation", tokenId: "tok-6", redirectTo: "/account" })
      .thenEvents([
        {
          type: "EmailChangeRequested",
          data: {
            userId,
            email: "ada@new.gov",
            tokenId: "tok-6",
            expiresAt: "2026-03-04T12:00:00.000Z",
            redirectTo: "/account",
          },
          personal: personal(["email"]),
        },
      ])
  })

  it("lets only government users set 'Allow New Company Messages'", () => {
    const company: UserEvent = { ...registered, data: { ...registered.data, roles: ["ignite"] } } as UserEvent
    spec
      .given([company])
      .when({ type: "ChangeNotificationSettings", allowMessageRequests: false })
      .thenFails("Forbidden")
    spec
      .given([registered])
      .when({ type: "ChangeNotificationSettings", allowMessageRequests: false, emailNewChatMessage: false })
      .thenEvents([
        {
          type: "NotificationSettingsChanged",
          data: { userId, allowMessageRequests: false, emailNewChatMessage: false },
        },
      ])
  })

  it("answers commands for a user that does not exist with NotFound", () => {
    spec.given([]).when({ type: "CancelEmailChange" }).thenFails("NotFound")
    spec.given([]).when({ type: "GrantRole", role: "auditor", by: adminId }).thenFails("NotFound")
  })
})

const adminId = "7d1e0000-0000-4000-8000-0000000000ad"
const granted: UserEvent = {
  type: "UserRoleGranted",
  data: { userId, role: "auditor", by: adminId, at: "2026-02-01T00:00:00.000Z" },
}

describe("user decider: roles admins grant and revoke (issue 22)", () => {
  it("grants the auditor role with who granted it and when, no personal field, beside the roles held", () => {
    spec
      .given([registered, confirmed])
      .when({ type: "GrantRole", role: "auditor", by: adminId })
      .thenEvents([
        {
          type: "UserRoleGranted",
          data: { userId, role: "auditor", by: adminId, at: "2026-03-01T12:00:00.000Z" },
        },
      ])
    spec
      .given([registered, confirmed, granted])
      .when({ type: "GrantRole", role: "auditor", by: adminId })
      .thenState((state) => expect(state).toMatchObject({ roles: ["gov", "auditor"] }))
  })

  it("revokes it again, leaving the other roles", () => {
    spec
      .given([registered, confirmed, granted])
      .when({ type: "RevokeRole", role: "auditor", by: adminId })
      .thenEvents([
        {
          type: "UserRoleRevoked",
          data: { userId, role: "auditor", by: adminId, at: "2026-03-01T12:00:00.000Z" },
        },
      ])
    spec
      .given([registered, confirmed, granted])
      .when({ type: "RevokeRole", role: "auditor", by: adminId })
      .thenState((state) => expect(state).toMatchObject({ roles: ["gov"] }))
  })

  it("records nothing for granting a role the user has or revoking one they lack", () => {
    spec.given([registered, granted]).when({ type: "GrantRole", role: "auditor", by: adminId }).thenEvents([])
    spec.given([registered]).when({ type: "RevokeRole", role: "auditor", by: adminId }).thenEvents([])
    const revoked: UserEvent = { ...granted, type: "UserRoleRevoked" } as UserEvent
    spec
      .given([registered, granted, revoked])
      .when({ type: "RevokeRole", role: "auditor", by: adminId })
      .thenEvents([])
  })

  it("grants and revokes no other role: admin, company and government roles come another way", () => {
    for (const role of ["admin", "ignite", "gov"] as const) {
      spec
        .given([registered])
        .when({ type: "GrantRole", role, by: adminId })
        .thenFails("Forbidden", "Only the auditor role can be granted or revoked here.")
      spec.given([registered]).when({ type: "RevokeRole", role, by: adminId }).thenFails("Forbidden")
    }
  })

  it("never lets an admin revoke their own admin role", () => {
    const admin: UserEvent = { ...registered, data: { ...registered.data, roles: ["admin"] } } as UserEvent
    spec
      .given([admin])
      .when({ type: "RevokeRole", role: "admin", by: userId })
      .thenFails("Forbidden", "Admins cannot revoke their own admin role.")
  })
})
