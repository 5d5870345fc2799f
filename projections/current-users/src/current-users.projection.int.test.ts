import { randomUUID } from "node:crypto"
import { userStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminUsersPage } from "./admin-users-query"
import { findCurrentUser } from "./current-user-query"
import { currentUsersProjection } from "./current-users.projection"

const account = randomUUID()
const ignite = randomUUID()
const gov = randomUUID()
const now = new Date("2026-06-30T12:00:00.000Z")

const registered = (
  userId: string,
  roles: ("ignite" | "gov")[],
  accountId: string | null,
  confirmed: boolean,
) =>
  event("UserRegistered", {
    userId,
    email: `${userId}@example.com`,
    firstName: "Sam",
    lastName: "Lee",
    title: null,
    timezone: null,
    roles,
    accountId,
    confirmed,
    registeredAt: "2026-01-01T00:00:00.000Z",
  })

describe(`current users projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("current_users", "id")
  const current = (userId: string) => findCurrentUser(harness.sql, userId, now)

  beforeAll(async () => {
    harness = await openProjectionHarness([currentUsersProjection])
    await harness.append(userStreamId(ignite), registered(ignite, ["ignite"], account, false))
    await harness.append(userStreamId(gov), registered(gov, ["gov"], null, true))
  })
  afterAll(() => harness.dispose())

  it("answers current_user from the registration: roles, account, confirmation, default settings", async () => {
    expect(await current(ignite)).toEqual({
      id: ignite,
      email: `${ignite}@example.com`,
      unconfirmedEmail: null,
      firstName: "Sam",
      lastName: "Lee",
      title: null,
      cellPhone: null,
      workPhone: null,
      workPhoneExt: null,
      timezone: null,
      headshot: null,
      userRoles: ["ignite"],
      accountId: account,
      confirmed: false,
      isActive: false,
      socialMediaAccounts: [],
      technologyTypes: [],
      govUserSetting: null,
      userAppNotificationSetting: { newChatMessage: true },
      userEmailNotificationSetting: { newChatMessage: true },
    })
    expect(await current(gov)).toMatchObject({
      userRoles: ["gov"],
      accountId: null,
      confirmed: true,
      govUserSetting: { allowMessageRequests: true },
    })
    expect(await current(randomUUID())).toBeUndefined()
  })

  it("follows confirmation, email changes, sign-ins, profile and headshot", async () => {
    await harness.append(
      userStreamId(ignite),
      event("EmailConfirmed", {
        userId: ignite,
        email: `${ignite}@example.com`,
        confirmedAt: "2026-01-02T00:00:00Z",
      }),
      event("EmailChangeRequested", {
        userId: ignite,
        email: "sam@new.example",
        tokenId: randomUUID(),
        expiresAt: "2026-02-01T00:00:00Z",
      }),
      event("SignedIn", { userId: ignite, sessionId: "s-1", at: "2026-04-01T12:00:00.000Z" }),
    )
    expect(await current(ignite)).toMatchObject({
      confirmed: true,
      unconfirmedEmail: "sam@new.example",
      isActive: true,
    })
    await harness.append(
      userStreamId(ignite),
      event("EmailChangeCancelled", { userId: ignite, cancelledAt: "2026-04-02T00:00:00Z" }),
    )
    expect(await current(ignite)).toMatchObject({ email: `${ignite}@example.com`, unconfirmedEmail: null })

    const socialMediaAccounts = [{ id: "sm-1", socialMediaTypeId: "2", identifier: "samlee" }]
    await harness.append(
      userStreamId(gov),
      event("EmailChanged", {
        userId: gov,
        email: "sam@agency.gov",
        previousEmail: `${gov}@example.com`,
        changedAt: "2026-04-03T00:00:00Z",
      }),
      event("ProfileUpdated", {
        userId: gov,
        firstName: "Samantha",
        lastName: "Lee",
        title: "Program Manager",
        cellPhone: "555-0111",
        workPhone: null,
        workPhoneExt: null,
        timezone: "America/Denver",
        socialMediaAccounts,
      }),
      event("HeadshotChanged", { userId: gov, path: "headshots/sam.png" }),
      event("SignedIn", { userId: gov, sessionId: "s-2", at: "2026-03-01T00:00:00.000Z" }),
    )
    expect(await current(gov)).toMatchObject({
      email: "sam@agency.gov",
      unconfirmedEmail: null,
      confirmed: true,
      firstName: "Samantha",
      title: "Program Manager",
      cellPhone: "555-0111",
      timezone: "America/Denver",
      socialMediaAccounts,
      headshot: { path: "headshots/sam.png" },
      // 121 days before now: no longer active
      isActive: false,
    })
  })

  it("changes only the notification settings an event names", async () => {
    await harness.append(
      userStreamId(gov),
      event("NotificationSettingsChanged", { userId: gov, emailNewChatMessage: false }),
    )
    await harness.append(
      userStreamId(gov),
      event("NotificationSettingsChanged", { userId: gov, allowMessageRequests: false }),
    )
    expect(await current(gov)).toMatchObject({
      userAppNotificationSetting: { newChatMessage: true },
      userEmailNotificationSetting: { newChatMessage: false },
      govUserSetting: { allowMessageRequests: false },
    })
  })

  it("follows the roles admins grant and revoke (issue 22), each role listed once", async () => {
    const admin = randomUUID()
    const change = (type: "UserRoleGranted" | "UserRoleRevoked") =>
      event(type, { userId: gov, role: "auditor", by: admin, at: "2026-05-02T00:00:00.000Z" })
    await harness.append(userStreamId(gov), change("UserRoleGranted"), change("UserRoleGranted"))
    expect((await current(gov))?.userRoles).toEqual(["gov", "auditor"])
    await harness.append(userStreamId(gov), change("UserRoleRevoked"))
    expect((await current(gov))?.userRoles).toEqual(["gov"])
    // an auditor again for the admins' list below, and for the replay checks to fold both kinds of event
    await harness.append(userStreamId(gov), change("UserRoleGranted"))
  })

  it("lists users for admins by name, narrowed to an address or a role's holders, with their roles", async () => {
    const page = { page: 1, perPage: 10 }
    const everyone = await adminUsersPage(harness.sql, {}, page)
    expect(everyone.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
    expect(everyone.data.map((user) => user.id).sort()).toEqual([gov, ignite].sort())
    expect((await adminUsersPage(harness.sql, { role: "auditor" }, page)).data).toEqual([
      {
        id: gov,
        email: "sam@agency.gov",
        firstName: "Samantha",
        lastName: "Lee",
        confirmed: true,
        userRoles: ["gov", "auditor"],
      },
    ])
    expect(
      (await adminUsersPage(harness.sql, { email: `${ignite}@example.com` }, page)).data.map((u) => u.id),
    ).toEqual([ignite])
    expect(
      (await adminUsersPage(harness.sql, { email: "sam@agency.gov", role: "admin" }, page)).pagination.count,
    ).toBe(0)
  })

  itReplaysLikeAProjection(() => harness, {
    name: "current_users",
    rows: allRows,
    unfolded: {
      streamId: userStreamId(ignite),
      events: [
        { type: "UserSuspended", data: { userId: ignite } },
        event("PasswordChanged", { userId: ignite, via: "change", changedAt: "2026-05-01T00:00:00Z" }),
      ],
    },
  })
})
