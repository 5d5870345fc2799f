import { randomUUID } from "node:crypto"
import { inviteStreamId, userStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  accountUsersPage,
  accountUsersProjection,
  findAccountMember,
  findInvite,
} from "./account-users.projection"

const account = randomUUID()
const otherAccount = randomUUID()
// Ids in creation order: rows recorded within the same clock tick (PGlite's clock is coarse) fall back to the
// query's tie-break on id, so the expected order holds whatever the clock's resolution.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const users = { owner: id(1), member: id(2), gov: id(3), elsewhere: id(4) }
const invites = { first: id(11), second: id(12), third: id(13) }

const registered = (
  userId: string,
  accountId: string | null,
  firstName: string,
  roles: ("ignite" | "gov")[] = ["ignite"],
) =>
  event("UserRegistered", {
    userId,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: "Doe",
    title: null,
    timezone: "America/Chicago",
    roles,
    accountId,
    confirmed: true,
    registeredAt: "2026-01-01T00:00:00.000Z",
  })
const person = (firstName: string, expiresAt: string) => ({
  email: `${firstName.toLowerCase()}@invited.example`,
  firstName,
  lastName: "Invitee",
  tokenId: randomUUID(),
  expiresAt,
})

describe(`account users projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("account_users", "id")
  const page = (includeInvites: boolean, pageNumber = 1, perPage = 10) =>
    accountUsersPage(harness.sql, account, { page: pageNumber, perPage, includeInvites })
  const entries = async (includeInvites = true) =>
    (await page(includeInvites)).data.map((entry) =>
      entry.kind === "user" ? `user ${entry.user.firstName}` : `invite ${entry.invite.firstName}`,
    )

  beforeAll(async () => {
    harness = await openProjectionHarness([accountUsersProjection])
    await harness.append(userStreamId(users.owner), registered(users.owner, account, "Olivia"))
    await harness.append(userStreamId(users.gov), registered(users.gov, null, "Gus", ["gov"]))
    await harness.append(userStreamId(users.elsewhere), registered(users.elsewhere, otherAccount, "Eli"))
    await harness.append(
      inviteStreamId(invites.first),
      event("InviteSent", {
        inviteId: invites.first,
        accountId: account,
        invitedBy: users.owner,
        ...person("Ivy", "2026-01-08T00:00:00.000Z"),
      }),
    )
    await harness.append(userStreamId(users.member), registered(users.member, account, "Mark"))
    await harness.append(
      inviteStreamId(invites.second),
      event("InviteSent", {
        inviteId: invites.second,
        accountId: account,
        invitedBy: users.owner,
        ...person("Iris", "2026-01-09T00:00:00.000Z"),
      }),
    )
  })
  afterAll(() => harness.dispose())

  it("lists the account's users oldest first, then its pending invites; users of no or another account stay out", async () => {
    expect(await entries()).toEqual(["user Olivia", "user Mark", "invite Ivy", "invite Iris"])
    expect(await entries(false)).toEqual(["user Olivia", "user Mark"])
    const second = await page(true, 2, 3)
    expect(second.data).toHaveLength(1)
    expect(second.pagination).toMatchObject({ count: 4, page: 2, pages: 2, from: 4, to: 4 })
    expect(await findAccountMember(harness.sql, account, users.gov)).toBeUndefined()
    expect(await findAccountMember(harness.sql, account, users.elsewhere)).toBeUndefined()
    expect(await findAccountMember(harness.sql, otherAccount, users.elsewhere)).toMatchObject({
      firstName: "Eli",
    })
    expect(await findAccountMember(harness.sql, account, users.owner)).toEqual({
      id: users.owner,
      firstName: "Olivia",
      lastName: "Doe",
      title: null,
      email: "olivia@example.com",
      unconfirmedEmail: null,
      timezone: "America/Chicago",
      cellPhone: null,
      workPhone: null,
      workPhoneExt: null,
      headshot: null,
      socialMediaAccounts: [],
      userRoles: ["ignite"],
    })
  })

  it("follows a member's profile, headshot and email changes", async () => {
    // the member card shows the profile as the member saved it
    const profile = {
      firstName: "Liv",
      lastName: "Doe-Ray",
      title: "CEO",
      cellPhone: "555-0101",
      workPhone: "555-0102",
      workPhoneExt: "7",
      timezone: "Europe/Berlin",
      socialMediaAccounts: [{ id: "sm-1", socialMediaTypeId: "1", identifier: "olivia" }],
    }
    await harness.append(
      userStreamId(users.owner),
      event("ProfileUpdated", { userId: users.owner, ...profile }),
      event("HeadshotChanged", { userId: users.owner, path: "headshots/liv.png" }),
      event("EmailChangeRequested", {
        userId: users.owner,
        email: "liv@new.example",
        tokenId: randomUUID(),
        expiresAt: "2026-02-01T00:00:00.000Z",
      }),
    )
    expect(await findAccountMember(harness.sql, account, users.owner)).toMatchObject({
      ...profile,
      headshot: { path: "headshots/liv.png" },
      email: "olivia@example.com",
      unconfirmedEmail: "liv@new.example",
    })
    await harness.append(
      userStreamId(users.owner),
      event("EmailChanged", {
        userId: users.owner,
        email: "liv@new.example",
        previousEmail: "olivia@example.com",
        changedAt: "2026-01-20T00:00:00.000Z",
      }),
    )
    expect(await findAccountMember(harness.sql, account, users.owner)).toMatchObject({
      email: "liv@new.example",
      unconfirmedEmail: null,
    })
    await harness.append(
      userStreamId(users.member),
      event("EmailChangeRequested", {
        userId: users.member,
        email: "mark@new.example",
        tokenId: randomUUID(),
        expiresAt: "2026-02-01T00:00:00.000Z",
      }),
      event("EmailChangeCancelled", { userId: users.member, cancelledAt: "2026-01-21T00:00:00.000Z" }),
    )
    expect(await findAccountMember(harness.sql, account, users.member)).toMatchObject({
      email: "mark@example.com",
      unconfirmedEmail: null,
    })
  })

  it("follows a member's roles as admins grant and revoke them (issue 22)", async () => {
    const change = (type: "UserRoleGranted" | "UserRoleRevoked") =>
      event(type, { userId: users.member, role: "auditor", by: users.gov, at: "2026-01-22T00:00:00.000Z" })
    await harness.append(userStreamId(users.member), change("UserRoleGranted"))
    expect(await findAccountMember(harness.sql, account, users.member)).toMatchObject({
      userRoles: ["ignite", "auditor"],
    })
    // a grant folded twice (a repeated command's event) still lists the role once
    await harness.append(userStreamId(users.member), change("UserRoleGranted"))
    expect((await findAccountMember(harness.sql, account, users.member))?.userRoles).toEqual([
      "ignite",
      "auditor",
    ])
    await harness.append(userStreamId(users.member), change("UserRoleRevoked"))
    expect((await findAccountMember(harness.sql, account, users.member))?.userRoles).toEqual(["ignite"])
  })

  it("follows an invite until it is deleted or accepted", async () => {
    await harness.append(
      inviteStreamId(invites.first),
      event("InviteUpdated", {
        inviteId: invites.first,
        accountId: account,
        ...person("Ivana", "2026-01-10T00:00:00.000Z"),
      }),
      event("InviteResent", {
        inviteId: invites.first,
        accountId: account,
        ...person("Ivana", "2026-01-15T00:00:00.000Z"),
      }),
    )
    expect(await findInvite(harness.sql, account, invites.first)).toEqual({
      userInviteId: invites.first,
      accountId: account,
      firstName: "Ivana",
      lastName: "Invitee",
      email: "ivana@invited.example",
      inviteTokenExpiry: "2026-01-15T00:00:00.000Z",
    })
    expect(await findInvite(harness.sql, otherAccount, invites.first)).toBeUndefined()

    await harness.append(
      inviteStreamId(invites.second),
      event("InviteDeleted", { inviteId: invites.second, accountId: account, deletedBy: users.owner }),
    )
    await harness.append(
      inviteStreamId(invites.first),
      event("InviteAccepted", {
        inviteId: invites.first,
        accountId: account,
        userId: invites.first,
        acceptedAt: "2026-01-12T00:00:00.000Z",
      }),
    )
    expect(await findInvite(harness.sql, account, invites.first)).toBeUndefined()
    await harness.append(
      inviteStreamId(invites.third),
      event("InviteSent", {
        inviteId: invites.third,
        accountId: account,
        invitedBy: users.owner,
        ...person("Ines", "2026-01-20T00:00:00.000Z"),
      }),
    )
    expect(await entries()).toEqual(["user Liv", "user Mark", "invite Ines"])
  })

  itReplaysLikeAProjection(() => harness, {
    name: "account_users",
    rows: allRows,
    unfolded: {
      streamId: userStreamId(users.member),
      events: [
        { type: "UserSuspended", data: { userId: users.member } },
        event("SignedIn", { userId: users.member, sessionId: "s-1", at: "2026-01-22T00:00:00.000Z" }),
      ],
    },
  })
})
