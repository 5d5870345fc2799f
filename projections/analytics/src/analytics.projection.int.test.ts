import {
  type ArtifactContent,
  accountStreamId,
  awardStreamId,
  chatThreadStreamId,
  govUserStreamId,
  listingArtifactStreamId,
  listingStreamId,
  listingViewsStreamId,
  referenceListStreamId,
  userStreamId,
} from "@ignite/contracts/events"
import type { Sql } from "@ignite/platform"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  ownerProfile,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { analyticsProjection } from "./analytics.projection"
import {
  companyTimeline,
  conversationsTimeline,
  dafUsersTimeline,
  engagedCompanies,
  govUsersTimeline,
  listingPageViews,
  organizationUsers,
  responseRate,
  sbcUsersTimeline,
  technologyTypesStatistic,
} from "./analytics-queries"
import { recountedCounters, recountedCountersParams } from "./analytics-recount"
import { timelineMonths } from "./timeline-months"

/*
 * A hand-computed history over January to March 2026 (docs/analytics.md defines every number):
 * - government users: gov1 (Air Force, DAF; types 3 and 6; VISION-linked 5 Feb; signs in 11 Jan, 3 and 20 Feb),
 *   gov2 (profile saved before their registration: AFWERX then DHS; type 3; registered 15 Feb; signs in 1 Mar),
 *   gov3 (Space Force, DAF; registered 2 Mar), gov4 (Air Force; registered 8 Mar); an admin (counted nowhere).
 * - company users: comp1 (account A, registered 5 Jan, signs in 6 Jan and 3 Mar), comp2 (joins account B
 *   before their registration on 10 Feb).
 * - storefronts: A "Alpha Labs" (opened Dec 2025, claimed 5 Jan, types 3 and 6, two awards), B "Beta Inc"
 *   (opened 1 Feb, claimed 10 Mar, type 3, one award), C "Gamma LLC" (opened 5 Mar, no types, one award).
 * - artifacts: A's product (3, edited to 3 and 6), A's service (6), B's product (3, removed), B's service (3).
 * - views: A three, C two, B one.
 * - chat: T1 A↔gov1 (company 20 Jan, reply 2 Feb, company 3 Feb); T2 B↔gov1 (company 12 Feb, unanswered);
 *   T3 B↔gov2 (government 4 Mar, company 5 Mar); T4 C↔gov3 (the reply of 7 Mar is in the log before the
 *   thread's start and the company's first message of 6 Mar).
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const on = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 12)).toISOString()

const [gov1, gov2, gov3, gov4, admin, comp1, comp2] = [1, 2, 3, 4, 5, 6, 7].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
]
const [accountA, accountB, accountC] = [11, 12, 13].map(id) as [string, string, string]
const [listingA, listingB, listingC] = [21, 22, 23].map(id) as [string, string, string]
const [t1, t2, t3, t4] = [31, 32, 33, 34].map(id) as [string, string, string, string]

const registered = (userId: string, roles: Array<"gov" | "ignite" | "admin">, at: string, accountId = null) =>
  event("UserRegistered", {
    userId,
    email: `${userId}@example.com`,
    firstName: "F",
    lastName: "L",
    title: null,
    timezone: null,
    roles,
    accountId,
    confirmed: true,
    registeredAt: at,
  })
const signedIn = (userId: string, session: number, at: string) =>
  event("SignedIn", { userId, sessionId: `session-${session}`, at })
const profile = (userId: string, organization: string, types: string[], at: string) =>
  event("GovProfileSaved", {
    userId,
    govUserOrganizationId: organization,
    technologyTypeIds: types,
    govUserClassificationIds: [],
    linesOfEffort: [],
    profileDetail: "<p>hi</p>",
    interactionDetail: null,
    city: null,
    stateOrProvince: null,
    country: null,
    govEmployeeSinceYear: null,
    savedAt: at,
  })
const profileOf = (name: string, technologyTypeIds: string[]) =>
  ownerProfile(name, {
    tagLine: "t",
    website: "https://example.com",
    yearFounded: 2010,
    capabilityStatement: "c",
    addressLine1: "a",
    city: "c",
    postalCode: "43004",
    pointOfContactId: comp1,
    technologyTypeIds,
  })
const content = (technologyTypeIds: string[]): ArtifactContent => ({
  name: "n",
  description: "d",
  url: null,
  logoPath: null,
  startDate: null,
  endDate: null,
  technologyTypeIds,
  attachments: [],
  links: [],
})
const artifactIdentity = (n: number, listingId: string, accountId: string, kind: "product" | "service") => ({
  artifactId: id(n),
  listingId,
  accountId,
  kind,
})
const award = (n: number, listingId: string, accountId: string) =>
  event("AwardRecorded", {
    awardId: id(n),
    accountId,
    listingId,
    source: "sbir.gov",
    sourceKey: `k${n}`,
    recordedAt: on(1, 1),
    awardTitle: "t",
    agency: "DOD",
    branch: null,
    phase: null,
    program: null,
    agencyTrackingNumber: null,
    contractNumber: null,
    contractAwardDate: null,
    contractEndDate: null,
    solicitationNumber: null,
    solicitationYear: null,
    topicCode: null,
    awardYear: null,
    awardAmount: null,
    state: null,
    awardAbstract: null,
    piName: null,
    piTitle: null,
    piPhone: null,
    piEmail: null,
    researchInstitutionName: null,
    researchInstitutionPocName: null,
    researchInstitutionPocPhone: null,
  })
const pair = (chatThreadId: string, accountId: string, govUserId: string) => ({
  chatThreadId,
  accountId,
  govUserId,
})
const started = (thread: ReturnType<typeof pair>, side: "account" | "gov", by: string, at: string) =>
  event("ChatThreadStarted", {
    ...thread,
    startedBy: by,
    startedBySide: side,
    status: side === "gov" ? "active" : "pre_active",
    startedAt: at,
  })
const sent = (thread: ReturnType<typeof pair>, n: number, side: "account" | "gov", by: string, at: string) =>
  event("ChatMessageSent", {
    ...thread,
    messageId: id(100 + n),
    senderId: by,
    senderSide: side,
    content: "hello",
    clientMessageId: null,
    sentAt: at,
  })
const viewed = (listingId: string, viewerId: string, at: string) =>
  event("ListingViewed", { listingId, viewerId, viewedAt: at })

const firstQuarter = timelineMonths({ from: "2026-01", to: "2026-03" }, new Date())

describe(`analytics projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.keys(analyticsProjection.tables).map(
          async (table) => [table, await harness.rows(table)] as const,
        ),
      ),
    )

  beforeAll(async () => {
    harness = await openProjectionHarness([analyticsProjection])
    const { append } = harness
    // government users; gov2's profile (twice) is folded before their registration
    await append(userStreamId(gov1), registered(gov1, ["gov"], on(1, 10)), signedIn(gov1, 1, on(1, 11)))
    await append(govUserStreamId(gov1), profile(gov1, "4", ["3", "6"], on(1, 10)))
    await append(
      govUserStreamId(gov1),
      event("GovUserLinkedToVision", { userId: gov1, visionUserId: "v1", email: "v@x", linkedAt: on(2, 5) }),
    )
    await append(userStreamId(gov1), signedIn(gov1, 2, on(2, 3)), signedIn(gov1, 3, on(2, 20)))
    await append(govUserStreamId(gov2), profile(gov2, "17", ["6"], on(2, 14)))
    await append(govUserStreamId(gov2), profile(gov2, "18", ["3"], on(2, 15)))
    await append(userStreamId(gov2), registered(gov2, ["gov"], on(2, 15)), signedIn(gov2, 4, on(3, 1)))
    await append(userStreamId(gov3), registered(gov3, ["gov"], on(3, 2)))
    await append(govUserStreamId(gov3), profile(gov3, "5", [], on(3, 2)))
    await append(userStreamId(gov4), registered(gov4, ["gov"], on(3, 8)))
    await append(govUserStreamId(gov4), profile(gov4, "4", [], on(3, 8)))
    await append(userStreamId(admin), registered(admin, ["admin"], on(1, 1)), signedIn(admin, 5, on(1, 2)))
    // companies, their users and storefronts
    await append(
      listingStreamId(listingA),
      event("ListingOpened", {
        listingId: listingA,
        accountId: accountA,
        uniqueEntityId: "A",
        name: "Alpha Co",
        openedAt: "2025-12-01T00:00:00.000Z",
      }),
    )
    await append(userStreamId(comp1), registered(comp1, ["ignite"], on(1, 5)), signedIn(comp1, 6, on(1, 6)))
    await append(
      accountStreamId(accountA),
      event("AccountClaimed", { accountId: accountA, userId: comp1, claimedAt: on(1, 5) }),
    )
    await append(
      listingStreamId(listingA),
      event("ListingEdited", {
        listingId: listingA,
        editedBy: comp1,
        profile: profileOf("Alpha Labs", ["3", "6"]),
      }),
    )
    await append(userStreamId(comp1), signedIn(comp1, 7, on(3, 3)))
    await append(
      listingStreamId(listingB),
      event("ListingOpened", {
        listingId: listingB,
        accountId: accountB,
        uniqueEntityId: "B",
        name: "Beta Inc",
        openedAt: on(2, 1),
      }),
    )
    await append(
      listingStreamId(listingB),
      event("ListingEdited", {
        listingId: listingB,
        editedBy: comp2,
        profile: profileOf("Beta Inc", ["3"]),
      }),
    )
    await append(
      accountStreamId(accountB),
      event("AccountMemberJoined", {
        accountId: accountB,
        userId: comp2,
        via: "invite",
        joinedAt: on(2, 10),
      }),
    )
    await append(userStreamId(comp2), registered(comp2, ["ignite"], on(2, 10)))
    await append(
      accountStreamId(accountB),
      event("AccountClaimed", { accountId: accountB, userId: comp2, claimedAt: on(3, 10) }),
    )
    await append(
      listingStreamId(listingC),
      event("ListingOpened", {
        listingId: listingC,
        accountId: accountC,
        uniqueEntityId: "C",
        name: "Gamma LLC",
        openedAt: on(3, 5),
      }),
    )
    // artifacts and awards
    await append(
      listingArtifactStreamId(id(41)),
      event("ListingArtifactCreated", {
        ...artifactIdentity(41, listingA, accountA, "product"),
        createdBy: comp1,
        artifact: content(["3"]),
      }),
    )
    await append(
      listingArtifactStreamId(id(41)),
      event("ListingArtifactEdited", {
        ...artifactIdentity(41, listingA, accountA, "product"),
        editedBy: comp1,
        artifact: content(["3", "6"]),
      }),
    )
    await append(
      listingArtifactStreamId(id(42)),
      event("ListingArtifactCreated", {
        ...artifactIdentity(42, listingA, accountA, "service"),
        createdBy: comp1,
        artifact: content(["6"]),
      }),
    )
    await append(
      listingArtifactStreamId(id(43)),
      event("ListingArtifactCreated", {
        ...artifactIdentity(43, listingB, accountB, "product"),
        createdBy: comp2,
        artifact: content(["3"]),
      }),
    )
    await append(
      listingArtifactStreamId(id(43)),
      event("ListingArtifactRemoved", {
        ...artifactIdentity(43, listingB, accountB, "product"),
        removedBy: comp2,
      }),
    )
    await append(
      listingArtifactStreamId(id(44)),
      event("ListingArtifactCreated", {
        ...artifactIdentity(44, listingB, accountB, "service"),
        createdBy: comp2,
        artifact: content(["3"]),
      }),
    )
    await append(awardStreamId(id(51)), award(51, listingA, accountA))
    await append(awardStreamId(id(52)), award(52, listingA, accountA))
    await append(awardStreamId(id(53)), award(53, listingB, accountB))
    await append(awardStreamId(id(54)), award(54, listingC, accountC))
    // profile views
    await append(
      listingViewsStreamId(listingA),
      viewed(listingA, gov1, on(1, 12)),
      viewed(listingA, gov2, on(3, 2)),
      viewed(listingA, gov1, on(3, 3)),
    )
    await append(
      listingViewsStreamId(listingC),
      viewed(listingC, gov3, on(3, 6)),
      viewed(listingC, gov3, on(3, 7)),
    )
    await append(listingViewsStreamId(listingB), viewed(listingB, gov1, on(2, 12)))
    // conversations
    const p1 = pair(t1, accountA, gov1)
    await append(
      chatThreadStreamId(t1),
      started(p1, "account", comp1, on(1, 20)),
      sent(p1, 1, "account", comp1, on(1, 20)),
    )
    await append(
      chatThreadStreamId(t1),
      sent(p1, 2, "gov", gov1, on(2, 2)),
      event("ChatThreadActivated", { ...p1, activatedAt: on(2, 2) }),
    )
    await append(chatThreadStreamId(t1), sent(p1, 3, "account", comp1, on(2, 3)))
    const p2 = pair(t2, accountB, gov1)
    await append(
      chatThreadStreamId(t2),
      started(p2, "account", comp2, on(2, 12)),
      sent(p2, 4, "account", comp2, on(2, 12)),
    )
    const p3 = pair(t3, accountB, gov2)
    await append(
      chatThreadStreamId(t3),
      started(p3, "gov", gov2, on(3, 4)),
      sent(p3, 5, "gov", gov2, on(3, 4)),
    )
    await append(chatThreadStreamId(t3), sent(p3, 6, "account", comp2, on(3, 5)))
    const p4 = pair(t4, accountC, gov3)
    await append(chatThreadStreamId(t4), sent(p4, 8, "gov", gov3, on(3, 7)))
    await append(
      chatThreadStreamId(t4),
      started(p4, "account", comp1, on(3, 6)),
      sent(p4, 7, "account", comp1, on(3, 6)),
    )
    // an admin renames a technology type and an organisation
    await append(
      referenceListStreamId("technologyTypes"),
      event("ReferenceItemRenamed", {
        kind: "technologyTypes",
        itemId: "3",
        name: "AI / ML",
        renamedBy: admin,
      }),
    )
    await append(
      referenceListStreamId("govUserOrganizations"),
      event("ReferenceItemRenamed", {
        kind: "govUserOrganizations",
        itemId: "18",
        name: "Homeland Security",
        renamedBy: admin,
      }),
    )
  })
  afterAll(() => harness.dispose())

  it("answers the response rate: two of the three threads a company started were answered", async () => {
    expect(await responseRate(harness.sql)).toEqual({ value: 2 / 3 })
  })

  it("counts the companies a government user wrote to: A, B (gov2's thread) and C", async () => {
    expect(await engagedCompanies(harness.sql)).toEqual({ count: 3 })
  })

  it("answers the SBC timeline: storefronts opened and claimed by each month's end", async () => {
    expect((await companyTimeline(harness.sql, firstQuarter)).data).toEqual([
      { month: "2026-01", listingsTotal: 1, claimedListingsTotal: 1 },
      { month: "2026-02", listingsTotal: 2, claimedListingsTotal: 1 },
      { month: "2026-03", listingsTotal: 3, claimedListingsTotal: 2 },
    ])
  })

  it("answers the government timeline: users, VISION users and their sign-ins, the admin's left out", async () => {
    expect((await govUsersTimeline(harness.sql, firstQuarter)).data).toEqual([
      { month: "2026-01", usersTotal: 1, visionUsersTotal: 0, userLogins: 1 },
      { month: "2026-02", usersTotal: 2, visionUsersTotal: 1, userLogins: 2 },
      { month: "2026-03", usersTotal: 4, visionUsersTotal: 1, userLogins: 1 },
    ])
  })

  it("answers the DAF timeline by each user's latest organisation: gov2 left AFWERX for DHS", async () => {
    expect((await dafUsersTimeline(harness.sql, firstQuarter)).data).toEqual([
      { month: "2026-01", usersTotal: 1, visionUsersTotal: 0, userLogins: 1 },
      { month: "2026-02", usersTotal: 1, visionUsersTotal: 1, userLogins: 2 },
      { month: "2026-03", usersTotal: 3, visionUsersTotal: 1, userLogins: 0 },
    ])
  })

  it("answers the SBC users timeline, a member who joined before registering included", async () => {
    expect((await sbcUsersTimeline(harness.sql, firstQuarter)).data).toEqual([
      { month: "2026-01", usersTotal: 1, userLogins: 1 },
      { month: "2026-02", usersTotal: 2, userLogins: 0 },
      { month: "2026-03", usersTotal: 2, userLogins: 1 },
    ])
  })

  it("answers active conversations and messages per month, a reply folded before its thread's start included", async () => {
    expect((await conversationsTimeline(harness.sql, firstQuarter)).data).toEqual([
      { month: "2026-01", activeConversations: 0, messagesSent: 1 },
      { month: "2026-02", activeConversations: 1, messagesSent: 3 },
      { month: "2026-03", activeConversations: 2, messagesSent: 4 },
    ])
  })

  it("answers technology types: storefronts, live products and services, awards, users and VISION users", async () => {
    const { data } = await technologyTypesStatistic(harness.sql)
    expect(data.find((row) => row.id === "3")).toEqual({
      id: "3",
      name: "AI / ML",
      listingCount: 2,
      listingProductCount: 1,
      listingServiceCount: 1,
      listingAwardCount: 3,
      usersCount: 2,
      visionUsersCount: 1,
      listingPct: 2 / 3,
      listingProductPct: 0.5,
      listingServicePct: 0.5,
      usersPct: 2 / 3,
      visionUsersPct: 0.5,
    })
    expect(data.find((row) => row.id === "6")).toEqual({
      id: "6",
      name: "Cybersecurity",
      listingCount: 1,
      listingProductCount: 1,
      listingServiceCount: 1,
      listingAwardCount: 2,
      usersCount: 1,
      visionUsersCount: 1,
      listingPct: 1 / 3,
      listingProductPct: 0.5,
      listingServicePct: 0.5,
      usersPct: 1 / 3,
      visionUsersPct: 0.5,
    })
    expect(data).toHaveLength(19)
    expect(
      data
        .filter((row) => row.id !== "3" && row.id !== "6")
        .every((row) => row.listingCount === 0 && row.usersPct === 0),
    ).toBe(true)
  })

  it("answers page views, most viewed first, a page at a time", async () => {
    expect(await listingPageViews(harness.sql, { page: 1, perPage: 2 })).toEqual({
      data: [
        { id: listingA, name: "Alpha Labs", pageViews: 3 },
        { id: listingC, name: "Gamma LLC", pageViews: 2 },
      ],
      pagination: { count: 3, page: 1, pages: 2, last: 2, from: 1, to: 2, series: ["1", 2] },
    })
    expect((await listingPageViews(harness.sql, { page: 2, perPage: 2 })).data).toEqual([
      { id: listingB, name: "Beta Inc", pageViews: 1 },
    ])
  })

  it("answers users per organisation, most first, then by name", async () => {
    expect(await organizationUsers(harness.sql, { page: 1, perPage: 10 })).toEqual({
      data: [
        { id: "4", organization: "Air Force", usersCount: 2 },
        { id: "18", organization: "Homeland Security", usersCount: 1 },
        { id: "5", organization: "Space Force", usersCount: 1 },
      ],
      pagination: { count: 3, page: 1, pages: 1, last: 1, from: 1, to: 3, series: ["1"] },
    })
  })

  const counters = (db: Sql) =>
    db.query(
      "select kind, grp, bucket, n::int8 as n from analytics_counts where n <> 0 order by kind, grp, bucket",
    )

  it("keeps its counters equal to a recount of the facts, event by event as they came", async () => {
    const recounted = await harness.sql.query(
      `select * from (${recountedCounters}) c order by kind, grp, bucket`,
      recountedCountersParams,
    )
    expect(recounted.length).toBeGreaterThan(30)
    expect(await counters(harness.sql)).toEqual(recounted)
  })

  it("folds the same counters and answers from the log taken in reverse order", async () => {
    const reversed = await openProjectionHarness([analyticsProjection])
    try {
      await reversed.redeliver("analytics", [...(await harness.log())].reverse())
      expect(await counters(reversed.sql)).toEqual(await counters(harness.sql))
      for (const statistic of [
        govUsersTimeline,
        dafUsersTimeline,
        sbcUsersTimeline,
        companyTimeline,
        conversationsTimeline,
      ])
        expect(await statistic(reversed.sql, firstQuarter)).toEqual(
          await statistic(harness.sql, firstQuarter),
        )
      expect(await technologyTypesStatistic(reversed.sql)).toEqual(
        await technologyTypesStatistic(harness.sql),
      )
      expect(await engagedCompanies(reversed.sql)).toEqual(await engagedCompanies(harness.sql))
    } finally {
      await reversed.dispose()
    }
  })

  itReplaysLikeAProjection(() => harness, {
    name: "analytics",
    rows,
    unfolded: {
      streamId: chatThreadStreamId(id(39)),
      events: [
        { type: "ChatThreadArchived", data: { chatThreadId: id(39) } },
        event("ChatThreadSeen", { ...pair(id(39), accountA, gov1), userId: gov1, seenAt: on(3, 9) }),
      ],
    },
  })
})

describe("timeline months", () => {
  const now = new Date("2026-03-15T00:00:00Z")
  it("defaults to the twelve months ending with the current one", () => {
    const months = timelineMonths({}, now)
    expect(months.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ])
    expect(months[11]).toEqual({
      month: "2026-03",
      start: "2026-03-01T00:00:00.000Z",
      end: "2026-04-01T00:00:00.000Z",
    })
  })
  it("takes a range, both ends included, and refuses one that runs backwards or past ten years", () => {
    expect(timelineMonths({ from: "2025-12", to: "2026-01" }, now).map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
    ])
    expect(timelineMonths({ from: "2026-02" }, now).map((m) => m.month)).toEqual(["2026-02", "2026-03"])
    expect(() => timelineMonths({ from: "2026-02", to: "2026-01" }, now)).toThrow("before its start")
    expect(() => timelineMonths({ from: "2010-01", to: "2026-01" }, now)).toThrow("at most 120")
  })
})
