import type {
  CompanyTimelineStatistic,
  ConversationsDrill,
  ConversationsTimelineStatistic,
  GovUsersTimelineStatistic,
  ListingPageViewsStatistic,
  OrganizationDrill,
  OrganizationUsersStatistic,
  SbcUsersTimelineStatistic,
  TechnologyTypeDrill,
  TechnologyTypesStatistic,
} from "@ignite/contracts"
import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callRest } from "../testing/call"
import { govSignUpForm } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

/** The government sign-up form for one organisation and its technology types. */
const govForm = (email: string, organizationId: string, technologyTypeIds: string[]) =>
  govSignUpForm({
    "user[email]": email,
    "user[firstName]": "Analytic",
    "user[lastName]": "Gov",
    "user[govUserOrganizationId]": organizationId,
    "user[technologyTypes][0][id]": undefined,
    "user[technologyTypes][1][id]": undefined,
    ...Object.fromEntries(technologyTypeIds.map((id, i) => [`user[technologyTypes][${i}][id]`, id])),
    "user[linesOfEffort][0][details]": "Counting what matters",
    "user[profileDetail]": "<p>Analytics</p>",
    "user[city]": "Dayton",
    "user[stateOrProvince]": "OH",
    "user[govEmployeeSinceYear]": "2015",
  })

/**
 * The admin dashboard's statistics over what real users did through the app: two government sign-ups (one of
 * the Air Force), two company claims and one unclaimed company, publishing, storefront visits, one
 * conversation answered and one not. Every request is REST over HTTP, as a client sends it.
 */
describe(`admin analytics through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let admin = ""
  let alpha: Awaited<ReturnType<TestApp["companyOwner"]>>
  let beta: Awaited<ReturnType<TestApp["companyOwner"]>>
  let alphaListing = ""
  let betaListing = ""
  const month = new Date().toISOString().slice(0, 7)

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    callRest<T>(app, method, path, token, body)
  const statistic = async <T>(name: string, query = "") => {
    const answer = await call<T>("GET", `/api/v1/admin/statistics/${name}${query}`, admin)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body
  }

  /** Signs up through the government form, confirms the mailed link, signs in and agrees to the policies. */
  const govUser = async (email: string, organizationId: string, technologyTypeIds: string[]) => {
    const signedUp = await call<{ id: string }>(
      "POST",
      "/api/v1/gov_users/signup",
      undefined,
      govForm(email, organizationId, technologyTypeIds),
    )
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201)
    const userId = signedUp.body.id
    const token = await app.linkToken(userId, "ConfirmationSent")
    expect((await call("GET", `/api/v1/users/confirmation?confirmation_token=${token}`)).status).toBe(200)
    const signedIn = await call("POST", "/api/v1/users/sign_in", undefined, {
      user: { email, password: "Secret123!" },
    })
    expect(signedIn.status).toBe(200)
    await app.acceptPolicies(userId)
    return { userId, token: signedIn.headers.get("authorization")!.slice(7) }
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const a = await app.agreedUser("analytics-admin", ["admin"])
    admin = a.token
    // two companies claimed by their owners (each claim signs its owner in), one left unclaimed
    alpha = await app.companyOwner("Analytics Alpha")
    beta = await app.companyOwner("Analytics Beta")
    for (const owner of [alpha, beta]) await app.acceptPolicies(owner.userId)
    await app.services.companies.registry.registerCompany({
      uniqueEntityId: "TSTGAMMA0001",
      name: "Analytics Gamma",
      contactEmail: "gamma@test.ignite.local",
    })
    alphaListing = (await app.services.storefronts.reads.listingOfAccount(alpha.accountId)).id
    betaListing = (await app.services.storefronts.reads.listingOfAccount(beta.accountId)).id
    for (const [owner, listing] of [
      [alpha, alphaListing],
      [beta, betaListing],
    ] as const) {
      const published = await call("PATCH", `/api/v1/current_user/listings/${listing}/publish`, owner.token)
      expect(published.status, JSON.stringify(published.body)).toBe(200)
    }

    // an Air Force user (types 3 and 6) and a DHS user (type 3): each signed in at sign-up and once more
    const daf = await govUser("analytics.daf@us.af.mil", "4", ["3", "6"])
    const dhs = await govUser("analytics.dhs@agency.gov", "18", ["3"])

    // storefront visits: Alpha three times, Beta once
    for (const [viewer, listing] of [
      [daf, alphaListing],
      [dhs, alphaListing],
      [daf, alphaListing],
      [daf, betaListing],
    ] as const)
      expect((await call("GET", `/api/v1/connect/listings/${listing}`, viewer.token)).status).toBe(200)

    // Alpha writes to the Air Force user, who replies; Beta writes to the DHS user, who does not
    const started = await call<{ id: string }>("POST", "/api/v1/chat_threads", alpha.token, {
      participants: [{ participantType: "User", participantId: daf.userId }],
      initialMessages: [{ content: "Hello from Alpha" }],
    })
    expect(started.status).toBe(201)
    const reply = await call(
      "POST",
      `/api/v1/chat_threads/${started.body.id}/user_chat_messages`,
      daf.token,
      {
        content: "Hello Alpha, tell me more",
      },
    )
    expect(reply.status).toBe(201)
    const unanswered = await call("POST", "/api/v1/chat_threads", beta.token, {
      participants: [{ participantType: "User", participantId: dhs.userId }],
      initialMessages: [{ content: "Hello from Beta" }],
    })
    expect(unanswered.status).toBe(201)

    // async read model: a drain folds what the log's snapshot fence lets through (another transaction open on a
    // shared PostgreSQL can hold it back), so drain until the last message appended above has been folded
    await waitFor(
      async () => {
        await app.services.platform.projections.drain("analytics")
        const { data } = await statistic<ConversationsTimelineStatistic>(
          "active_conversations_statistic",
          `?from=${month}&to=${month}`,
        )
        return data[0]?.messagesSent === 3 || undefined
      },
      { message: "the analytics projection to fold the conversations" },
    )
  })
  afterAll(() => app?.close())

  it("answers the response rate and the engaged companies from the conversations", async () => {
    expect(await statistic("pct_gov_user_chat_response_statistic")).toEqual({ value: 0.5 })
    expect(await statistic("count_gov_user_engaged_companies_statistic")).toEqual({ count: 1 })
  })

  it("answers this month's timelines: storefronts and claims, users and their sign-ins, conversations", async () => {
    const range = `?from=${month}&to=${month}`
    expect(await statistic<CompanyTimelineStatistic>("company_timeline_statistic", range)).toEqual({
      data: [{ month, listingsTotal: 3, claimedListingsTotal: 2 }],
    })
    expect(await statistic<GovUsersTimelineStatistic>("gov_users_timeline_statistic", range)).toEqual({
      data: [{ month, usersTotal: 2, visionUsersTotal: 0, userLogins: 4 }],
    })
    expect(await statistic<GovUsersTimelineStatistic>("daf_users_statistic", range)).toEqual({
      data: [{ month, usersTotal: 1, visionUsersTotal: 0, userLogins: 2 }],
    })
    // the admin is neither a company user nor a government one
    expect(await statistic<SbcUsersTimelineStatistic>("sbc_users_statistic", range)).toEqual({
      data: [{ month, usersTotal: 2, userLogins: 2 }],
    })
    expect(await statistic<ConversationsTimelineStatistic>("active_conversations_statistic", range)).toEqual({
      data: [{ month, activeConversations: 1, messagesSent: 3 }],
    })
    // without a range: the twelve months ending with this one
    const year = await statistic<ConversationsTimelineStatistic>("active_conversations_statistic")
    expect(year.data).toHaveLength(12)
    expect(year.data.at(-1)).toEqual({ month, activeConversations: 1, messagesSent: 3 })
  })

  it("answers technology types from the government users' profiles", async () => {
    const { data } = await statistic<TechnologyTypesStatistic>("technology_types_statistic")
    expect(data.find((row) => row.id === "3")).toMatchObject({
      usersCount: 2,
      usersPct: 2 / 3,
      listingCount: 0,
    })
    expect(data.find((row) => row.id === "6")).toMatchObject({ usersCount: 1, usersPct: 1 / 3 })
  })

  it("answers page views and organisation users a page at a time", async () => {
    expect(
      await statistic<ListingPageViewsStatistic>("listing_page_views_statistic", "?page=1&perPage=10"),
    ).toEqual({
      data: [
        { id: alphaListing, name: "Analytics Alpha", pageViews: 3 },
        { id: betaListing, name: "Analytics Beta", pageViews: 1 },
      ],
      pagination: { count: 2, page: 1, pages: 1, last: 1, from: 1, to: 2, series: ["1"] },
    })
    expect(await statistic<OrganizationUsersStatistic>("organization_users_statistic")).toEqual({
      data: [
        { id: "4", organization: "Air Force", usersCount: 1 },
        { id: "18", organization: "DHS", usersCount: 1 },
      ],
      pagination: { count: 2, page: 1, pages: 1, last: 1, from: 1, to: 2, series: ["1"] },
    })
  })

  it("opens the lists behind the numbers: a slice's users, an organisation's users, a month's conversations", async () => {
    const interested = await statistic<TechnologyTypeDrill>("technology_types_statistic/3/users")
    expect(interested).toMatchObject({ kind: "govUsers", pagination: { count: 2 } })
    if (interested.kind !== "govUsers") throw new Error("a users slice lists government users")
    expect(interested.data.map((row) => row.name)).toEqual(["Analytic Gov", "Analytic Gov"])
    expect(interested.data.map((row) => row.organization).sort()).toEqual(["Air Force", "DHS"])
    expect(await statistic<TechnologyTypeDrill>("technology_types_statistic/6/users")).toMatchObject({
      kind: "govUsers",
      data: [{ name: "Analytic Gov", organization: "Air Force", visionLinked: false }],
    })
    expect(await statistic<TechnologyTypeDrill>("technology_types_statistic/3/visionUsers")).toMatchObject({
      kind: "govUsers",
      data: [],
      pagination: { count: 0 },
    })
    // no storefront names a technology type yet: the storefronts pie has nothing behind it
    expect(await statistic<TechnologyTypeDrill>("technology_types_statistic/3/listings")).toMatchObject({
      kind: "storefronts",
      data: [],
    })
    const airForce = await statistic<OrganizationDrill>("organization_users_statistic/4?perPage=5")
    expect(airForce.data).toEqual([
      { userId: expect.any(String), name: "Analytic Gov", organization: "Air Force", visionLinked: false },
    ])
    expect(airForce.pagination.count).toBe(1)
    // the month's two threads: Alpha's, answered (active, two messages), then Beta's, unanswered
    const conversations = await statistic<ConversationsDrill>(`active_conversations_statistic/${month}`)
    expect(conversations.data).toEqual([
      expect.objectContaining({
        listingId: alphaListing,
        companyName: "Analytics Alpha",
        govUserName: "Analytic Gov",
        messages: 2,
        active: true,
      }),
      expect.objectContaining({
        listingId: betaListing,
        companyName: "Analytics Beta",
        messages: 1,
        active: false,
      }),
    ])
    const trpc = await app.trpc(admin)
    expect(await trpc.analytics.conversationsDrill({ month, perPage: 5 })).toEqual(conversations)
    expect(await trpc.analytics.organizationDrill({ organizationId: "4" })).toEqual(airForce)
    // a measure the pies do not have, a month that is not one; and only admins
    expect(
      (await call("GET", "/api/v1/admin/statistics/technology_types_statistic/3/everything", admin)).body,
    ).toMatchObject({ error: "ValidationFailed", status: 400 })
    expect(
      (await call("GET", "/api/v1/admin/statistics/active_conversations_statistic/2026-13", admin)).body,
    ).toMatchObject({ error: "ValidationFailed", status: 400 })
    expect(
      await call("GET", "/api/v1/admin/statistics/organization_users_statistic/4", alpha.token),
    ).toMatchObject({ status: 403, body: { error: "Forbidden", status: 403 } })
  })

  it("answers the same through tRPC, and refuses a bad range, non-admins and anonymous callers", async () => {
    const trpc = await app.trpc(admin)
    expect(await trpc.analytics.pctGovUserChatResponse()).toEqual({ value: 0.5 })
    expect((await trpc.analytics.organizationUsers({ page: 1, perPage: 5 })).pagination.count).toBe(2)
    const backwards = await call(
      "GET",
      "/api/v1/admin/statistics/sbc_users_statistic?from=2026-05&to=2026-01",
      admin,
    )
    expect(backwards.body).toEqual({
      error: "ValidationFailed",
      message: "The timeline's end month is before its start month.",
      status: 400,
    })
    const badMonth = await call("GET", "/api/v1/admin/statistics/sbc_users_statistic?from=2026-13", admin)
    expect(badMonth.body).toMatchObject({ error: "ValidationFailed", status: 400 })
    expect(await call("GET", "/api/v1/admin/statistics/daf_users_statistic", alpha.token)).toMatchObject({
      status: 403,
      body: { error: "Forbidden", status: 403 },
    })
    expect(await call("GET", "/api/v1/admin/statistics/daf_users_statistic")).toMatchObject({
      status: 401,
      body: { error: "MissingToken", status: 401 },
    })
  })
})
