import { randomUUID } from "node:crypto"
import { govUserStreamId, userStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findGovUser, type GovUserSearch, isVisionLinked, searchGovUsers } from "./gov-user-query"
import { govUsersProjection } from "./gov-users.projection"

const now = new Date("2026-06-30T12:00:00.000Z")
const names = {
  organization: (id: string) => ({ id, name: `Org ${id}`, longName: `Organization ${id}` }),
  technologyType: (id: string) => ({ id, name: `Tech ${id}` }),
}
const users = {
  ada: randomUUID(),
  bo: randomUUID(),
  cy: randomUUID(),
  pending: randomUUID(),
  founder: randomUUID(),
}

const registered = (
  userId: string,
  firstName: string,
  lastName: string,
  roles: ("gov" | "ignite")[],
  confirmed = true,
) =>
  event("UserRegistered", {
    userId,
    email: `${firstName.toLowerCase()}@agency.gov`,
    firstName,
    lastName,
    title: "Officer",
    timezone: "America/New_York",
    roles,
    accountId: null,
    confirmed,
    registeredAt: "2026-01-01T00:00:00.000Z",
  })
const profile = (
  userId: string,
  organization: string,
  technologyTypeIds: string[],
  classificationIds: string[],
  profileDetail: string,
  lines: string[] = [],
) =>
  event("GovProfileSaved", {
    userId,
    govUserOrganizationId: organization,
    technologyTypeIds,
    govUserClassificationIds: classificationIds,
    linesOfEffort: lines.map((details, i) => ({ id: `loe-${i}`, details })),
    profileDetail,
    interactionDetail: null,
    city: "Dayton",
    stateOrProvince: "OH",
    country: "US",
    govEmployeeSinceYear: 2015,
    savedAt: "2026-01-02T00:00:00.000Z",
  })

describe(`government users projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("gov_users", "id")
  const search = async (request: Partial<GovUserSearch> = {}) =>
    (await searchGovUsers(harness.sql, { page: 1, perPage: 10, ...request }, names, now)).data.map(
      (user) => user.lastName,
    )

  beforeAll(async () => {
    harness = await openProjectionHarness([govUsersProjection])
    await harness.append(userStreamId(users.ada), registered(users.ada, "Ada", "Young", ["gov"]))
    await harness.append(userStreamId(users.bo), registered(users.bo, "Bo", "Adams", ["gov"]))
    await harness.append(userStreamId(users.cy), registered(users.cy, "Cy", "Mills", ["gov"]))
    await harness.append(
      userStreamId(users.pending),
      registered(users.pending, "Pat", "Pending", ["gov"], false),
    )
    await harness.append(userStreamId(users.founder), registered(users.founder, "Fay", "Founder", ["ignite"]))
    await harness.append(
      govUserStreamId(users.ada),
      profile(users.ada, "1", ["3"], ["1"], "<p>We need <b>hypersonic</b> propulsion</p>", [
        "Counter-drone sensing",
      ]),
    )
    await harness.append(
      govUserStreamId(users.bo),
      profile(users.bo, "2", ["3", "4"], [], "<p>Logistics &amp; supply</p>"),
    )
  })
  afterAll(() => harness.dispose())

  it("keeps government users only, with identity's facts beside their profile", async () => {
    expect(await findGovUser(harness.sql, users.founder, names, now)).toBeUndefined()
    const ada = await findGovUser(harness.sql, users.ada, names, now)
    expect(ada).toMatchObject({
      id: users.ada,
      firstName: "Ada",
      lastName: "Young",
      title: "Officer",
      timezone: "America/New_York",
      headshot: null,
      isActive: false,
      technologyTypes: [{ id: "3", name: "Tech 3" }],
      govUserSetting: { allowMessageRequests: true },
      govUserExtendedData: {
        govUserOrganizationId: "1",
        govUserOrganization: { id: "1", name: "Org 1", longName: "Organization 1" },
        profileDetail: "<p>We need <b>hypersonic</b> propulsion</p>",
        linesOfEffort: [{ id: "loe-0", details: "Counter-drone sensing" }],
        city: "Dayton",
        stateOrProvince: "OH",
        country: "US",
        govEmployeeSinceYear: 2015,
        visionUserId: null,
      },
    })
    expect(ada?.govUserExtendedData.govUserClassifications.map((c) => c.id)).toEqual(["1"])
  })

  it("finds confirmed users only, by name when there is no search text, filtered by any of the given ids", async () => {
    expect(await search()).toEqual(["Adams", "Mills", "Young"])
    expect(await search({ technologyTypeIds: ["4", "9"] })).toEqual(["Adams"])
    expect(await search({ technologyTypeIds: ["3"] })).toEqual(["Adams", "Young"])
    expect(await search({ govUserClassificationIds: ["1"] })).toEqual(["Young"])
    expect(await search({ govUserOrganizationIds: ["2", "5"] })).toEqual(["Adams"])
    expect(await search({ technologyTypeIds: ["3"], govUserOrganizationIds: ["1"] })).toEqual(["Young"])
    const second = await searchGovUsers(harness.sql, { page: 2, perPage: 2 }, names, now)
    expect(second.data.map((u) => u.lastName)).toEqual(["Young"])
    expect(second.pagination).toMatchObject({ count: 3, page: 2, pages: 2 })
  })

  it("searches names, title, problem statement and lines of effort, with a highlighted snippet", async () => {
    expect(await search({ search: "hypersonic" })).toEqual(["Young"])
    expect(await search({ search: "drones" })).toEqual(["Young"]) // stemmed, from a line of effort
    expect(await search({ search: "logistics" })).toEqual(["Adams"])
    expect(await search({ search: "mills" })).toEqual(["Mills"])
    expect(await search({ search: "officer" })).toEqual(["Adams", "Mills", "Young"])
    expect(await search({ search: "pending" })).toEqual([]) // unconfirmed
    const [hit] = (
      await searchGovUsers(harness.sql, { page: 1, perPage: 10, search: "hypersonic" }, names, now)
    ).data
    expect(hit?.searchMetadata.highlight).toContain("<b>hypersonic</b>")
    expect(hit?.searchMetadata.highlight).not.toContain("<p>")
  })

  it("follows confirmation, renames, sign-ins, headshots, privacy, email and the VISION link", async () => {
    await harness.append(
      userStreamId(users.pending),
      event("EmailConfirmed", {
        userId: users.pending,
        email: "pat@agency.gov",
        confirmedAt: "2026-02-01T00:00:00Z",
      }),
    )
    expect(await search({ search: "pending" })).toEqual(["Pending"])
    await harness.append(
      userStreamId(users.cy),
      event("ProfileUpdated", {
        userId: users.cy,
        firstName: "Cyrus",
        lastName: "Miller",
        title: "Contracting Officer",
        cellPhone: null,
        workPhone: null,
        workPhoneExt: null,
        timezone: "America/Denver",
        socialMediaAccounts: [],
      }),
      event("HeadshotChanged", { userId: users.cy, path: "headshots/cy.png" }),
      event("SignedIn", { userId: users.cy, sessionId: "s-2", at: "2026-06-01T00:00:00.000Z" }),
      // an older sign-in arriving later does not move the last activity back
      event("SignedIn", { userId: users.cy, sessionId: "s-1", at: "2026-01-01T00:00:00.000Z" }),
      event("NotificationSettingsChanged", { userId: users.cy, appNewChatMessage: false }),
      event("NotificationSettingsChanged", { userId: users.cy, allowMessageRequests: false }),
      event("EmailChanged", {
        userId: users.cy,
        email: "cyrus@agency.gov",
        previousEmail: "cy@agency.gov",
        changedAt: "2026-06-02T00:00:00Z",
      }),
      event("GovUserLinkedToVision", {
        userId: users.cy,
        visionUserId: "vision-42",
        email: "cyrus@agency.gov",
        linkedAt: "2026-06-03T00:00:00Z",
      }),
    )
    expect(await findGovUser(harness.sql, users.cy, names, now)).toMatchObject({
      firstName: "Cyrus",
      lastName: "Miller",
      title: "Contracting Officer",
      timezone: "America/Denver",
      headshot: { path: "headshots/cy.png" },
      isActive: true,
      govUserSetting: { allowMessageRequests: false },
      govUserExtendedData: { visionUserId: "vision-42" },
    })
    const [row] = await harness.sql.query<{ email: string }>("select email from gov_users where id = $1", [
      users.cy,
    ])
    expect(row?.email).toBe("cyrus@agency.gov")
    expect(await isVisionLinked(harness.sql, users.cy)).toBe(true)
    expect(await isVisionLinked(harness.sql, users.ada)).toBe(false)
    expect(await isVisionLinked(harness.sql, users.founder)).toBe(false)
    expect(await search({ search: "mills" })).toEqual([])
    expect(await search({ search: "contracting" })).toEqual(["Miller"])
  })

  it("a later profile replaces the earlier one, search text included", async () => {
    await harness.append(
      govUserStreamId(users.ada),
      profile(users.ada, "2", ["5"], [], "<p>Quantum sensing</p>"),
    )
    expect(await search({ search: "hypersonic" })).toEqual([])
    expect(await search({ search: "quantum" })).toEqual(["Young"])
    expect(await search({ technologyTypeIds: ["3"] })).toEqual(["Adams"])
  })

  itReplaysLikeAProjection(() => harness, {
    name: "gov_users",
    rows: allRows,
    unfolded: {
      streamId: userStreamId(users.bo),
      events: [
        { type: "UserSuspended", data: { userId: users.bo } },
        event("SignedOut", { userId: users.bo, sessionId: "s-9", at: "2026-06-05T00:00:00Z" }),
      ],
    },
  })
})
