import type {
  AuditStream,
  ChatMessagesPage,
  ChatThreadsPage,
  CompanyMatches,
  NotificationsCount,
  NotificationsPage,
  UnreadMessagesCount,
} from "@ignite/contracts"
import {
  acmeStorefront,
  demoAlertCompany,
  demoAlertService,
  demoCompany,
  demoConversation,
  demoGovUsers,
  demoHiddenMatch,
  demoPassword,
  demoPendingChatCompany,
  demoPendingMessage,
  demoSavedSearches,
  demoUsers,
  generatedGovUser,
  showcaseCompanies,
  unclaimedDemoCompanies,
} from "@ignite/demo"
import { loadConfig } from "@ignite/platform"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

describe(`demo data on ${driverName()}`, () => {
  let app: TestApp

  // a year of the demo marketplace through the real commands: half a minute alone, minutes beside a CI run
  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: "true" })
  }, 240_000)
  afterAll(() => app.close())

  /** Signs a demo user in with the demo password, as the sign-in page does. */
  const signInAs = (email: string) =>
    app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email, password: demoPassword } }),
    })
  const tokenOf = (signIn: Response) => signIn.headers.get("authorization")!.slice(7)
  /** The session token of a demo user signed in. */
  const signedIn = async (email: string) => tokenOf(await signInAs(email))

  it("lets each demo user sign in and use the app at once", async () => {
    for (const user of demoUsers) {
      const signIn = await signInAs(user.email)
      expect(signIn.status).toBe(200)
      const token = tokenOf(signIn)
      const me = await app.request("/api/v1/current_user", { token })
      expect(await me.json()).toMatchObject({
        email: user.email,
        userRoles: user.roles,
        confirmed: true,
        // complete as sign-up leaves a user, so Edit Profile opens with nothing missing
        title: expect.stringMatching(/.{2}/),
        timezone: expect.stringMatching(/^America\//),
      })
    }
  })

  it("gives the company user Acme Robotics, claimed, with a pending invite; other companies wait to be claimed", async () => {
    const token = await signedIn(demoCompany.contactEmail)
    const account = (await (await app.request("/api/v1/current_user/account", { token })).json()) as {
      id: string
    }
    expect(account).toMatchObject({ name: "Acme Robotics", uniqueEntityId: "ACMERBTX0001" })
    const users = await app.request(`/api/v1/accounts/${account.id}/users?includeUserInvites=true`, { token })
    expect(((await users.json()) as { data: Array<{ kind: string }> }).data.map((e) => e.kind)).toEqual([
      "user",
      "invite",
    ])
    for (const company of unclaimedDemoCompanies) {
      const check = await app.request(
        `/api/v1/accounts/check_unique_entity?uniqueEntityId=${company.uniqueEntityId}`,
      )
      expect(await check.json()).toMatchObject({ name: company.name, claimed: false })
    }
  })

  it("publishes Acme Robotics' storefront with its awards, and a marketplace of others", async () => {
    const { services } = app
    const acme = await services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    const listing = await services.storefronts.reads.listingOfAccount(acme!.id)
    expect(listing).toMatchObject({ name: "Acme Robotics", isPublished: true })
    expect(listing.lastProfileSync).not.toBeNull()
    await services.platform.projections.drain("awards")
    const awards = await services.storefronts.reads.awardsOfListing(listing.id, {
      page: 1,
      perPage: 10,
      sortBy: "createdAt",
      sortDirection: "desc",
    })
    expect(awards.pagination.count).toBe(4)
    for (const company of unclaimedDemoCompanies) {
      const account = await services.companies.reads.accountByUniqueEntityId(company.uniqueEntityId)
      expect(await services.storefronts.reads.listingOfAccount(account!.id)).toMatchObject({
        name: company.name,
        isPublished: false,
      })
    }
    const [counts] = await services.platform.sql.query<{ published: number; total: number }>(
      "select count(*) filter (where is_published)::int as published, count(*)::int as total from listings",
    )
    expect(counts).toEqual({ published: 37, total: 48 })
  })

  it("makes auditor@ignite.local an auditor the way an admin does: a plain user, then the demo admin's grant in the log", async () => {
    const { services } = app
    const [auditor] = (
      await services.identity.reads.adminUsers({ email: "auditor@ignite.local" }, { page: 1, perPage: 5 })
    ).data
    const [admin] = (
      await services.identity.reads.adminUsers({ email: "admin@ignite.local" }, { page: 1, perPage: 5 })
    ).data
    const { events } = await services.platform.store.readStream(`user-${auditor!.id}`)
    expect(events.find((event) => event.type === "UserRegistered")?.data).toMatchObject({ roles: [] })
    expect(events.filter((event) => event.type === "UserRoleGranted")).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ role: "auditor", by: admin!.id }),
        metadata: expect.objectContaining({ actorId: admin!.id }),
      }),
    ])
  })

  it("gives Acme Robotics two services, two products and a use case, with links and a PDF brochure", async () => {
    const { services } = app
    const acme = await services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    const listing = await services.storefronts.reads.listingOfAccount(acme!.id)
    const page = { page: 1, perPage: 10 }
    const names = async (kind: "service" | "product" | "use_case") =>
      (await services.storefronts.artifactReads.artifacts(listing.id, kind, page)).data
        .map((a) => a.name)
        .sort()
    expect(await names("service")).toEqual(["Autonomy integration", "Confined-space inspection"])
    expect(await names("product")).toEqual(["Pathfinder autonomy kit", "TankCrawler T2"])
    expect(await names("use_case")).toEqual(["Ballast tank survey at Norfolk Naval Shipyard"])
    const [useCase] = (await services.storefronts.artifactReads.artifacts(listing.id, "use_case", page)).data
    expect(useCase).toMatchObject({ startDate: "2025-03-03", endDate: "2025-03-08" })
    const inspection = (
      await services.storefronts.artifactReads.artifacts(listing.id, "service", page)
    ).data.find((a) => a.name === "Confined-space inspection")!
    expect(inspection.listingArtifactTechnologyTypes).toEqual([
      { technologyTypeId: "4", name: "Autonomy & Robotics" },
      { technologyTypeId: "16", name: "Sensors" },
    ])
    expect(listing.listingArtifactLinks.length).toBe(3)
    const [brochure] = listing.listingArtifactAttachments
    expect(brochure).toMatchObject({
      name: "Inspection capability sheet",
      file: { mimeType: "application/pdf" },
    })
    // read models keep the bare path; it is served at the address an answer signs
    const served = await app.request(services.fileAddresses.sign(brochure!.file.path))
    expect(served.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await served.arrayBuffer()).toString("latin1")).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/)
  })

  it("shows every part of a storefront filled on Acme Robotics, and leaves others sparse", async () => {
    const { services } = app
    const acme = await services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    const listing = await services.storefronts.reads.listingOfAccount(acme!.id)
    const [owner] = await services.platform.sql.query<{ id: string }>(
      "select claimed_by as id from accounts where id = $1",
      [acme!.id],
    )
    expect(listing).toMatchObject({
      tagLine: acmeStorefront.tagLine,
      website: acmeStorefront.website,
      yearFounded: 2011,
      cageCode: acmeStorefront.cageCode,
      addressLine2: "Suite 300",
      pointOfContactId: owner!.id,
      logo: { path: expect.stringMatching(/\.jpg$/) },
      isPublished: true,
    })
    expect(listing.capabilityStatement).toContain("confined spaces")
    expect(listing.capabilityStatement).toContain('href="https://acme-robotics.example/capabilities"')
    expect(listing.naicsCodes.map((code) => code.code)).toEqual(acmeStorefront.naicsCodeIds)
    expect(listing.productServiceCodes.map((code) => code.code)).toEqual(acmeStorefront.productServiceCodeIds)
    expect(listing.businessClassifications.map((item) => item.name)).toEqual([
      "Small Business",
      "Veteran-Owned Small Business (VOSB)",
    ])
    expect(listing.technologyTypes.map((type) => type.name)).toEqual(["Autonomy & Robotics", "Sensors"])
    expect(
      listing.socialMediaAccounts.map((account) => [account.socialMediaTypeName, account.identifier]),
    ).toEqual(
      acmeStorefront.socialMediaAccountsAttributes!.map((account) => [
        ["Facebook", "LinkedIn", "Twitter", "YouTube"][Number(account.socialMediaTypeId) - 1],
        account.identifier,
      ]),
    )
    // the primary contact as a government visitor reads it
    const token = await signedIn("gov@ignite.local")
    const contact = await app.request(`/api/v1/connect/listings/${listing.id}/users/point_of_contact`, {
      token,
    })
    expect(await contact.json()).toMatchObject({ email: demoCompany.contactEmail, title: "Founder and CEO" })
    // set up long ago: no first-run checklist for its owner; nor for the showcase's
    const setUp = async (uniqueEntityId: string) =>
      (
        await services.companies.reads.account(
          (await services.companies.reads.accountByUniqueEntityId(uniqueEntityId))!.id,
        )
      ).setupSessionComplete
    expect(await setUp(demoCompany.uniqueEntityId)).toBe(true)
    for (const company of showcaseCompanies) expect(await setUp(company.uniqueEntityId)).toBe(true)
    // the companies of the SBIR.gov import say nothing of themselves: the storefront's empty states show
    const [sparse] = await services.platform.sql.query<{ count: number }>(
      "select count(*)::int as count from listings where is_published and tag_line is null and capability_statement is null",
    )
    expect(sparse!.count).toBeGreaterThan(10)
  })

  it("publishes the showcase storefronts, edited by their owners, with offers and awards (one for VISION only)", async () => {
    const { services } = app
    await services.platform.projections.drain("awards")
    for (const company of showcaseCompanies) {
      const account = await services.companies.reads.accountByUniqueEntityId(company.uniqueEntityId)
      const listing = await services.storefronts.reads.listingOfAccount(account!.id)
      expect(listing).toMatchObject({
        name: company.name,
        tagLine: company.profile.tagLine,
        isPublished: true,
        isOnlyVisionVisible: company.visionOnly === true,
        logo: { path: expect.stringMatching(/\.jpg$/) },
      })
      const awards = await services.storefronts.reads.awardsOfListing(listing.id, {
        page: 1,
        perPage: 10,
        sortBy: "createdAt",
        sortDirection: "asc",
      })
      expect(awards.data.map((award) => award.awardTitle).sort()).toEqual(
        company.awards.map((award) => award.title).sort(),
      )
      const offers = await Promise.all(
        (["service", "product", "use_case"] as const).map(
          async (kind) =>
            (await services.storefronts.artifactReads.artifacts(listing.id, kind, { page: 1, perPage: 10 }))
              .data,
        ),
      )
      // the one whose later service alerts gov@ignite.local's search has that service too
      const later = company.uniqueEntityId === demoAlertCompany ? [demoAlertService.name] : []
      expect(
        offers
          .flat()
          .map((offer) => offer.name)
          .sort(),
      ).toEqual([...company.artifacts.map((artifact) => artifact.form.name), ...later].sort())
    }
  })

  it("gives gov@ignite.local a complete government profile and links vision@ignite.local to VISION", async () => {
    const token = await signedIn(demoCompany.contactEmail)
    type Found = {
      data: Array<{
        lastName: string
        govUserExtendedData: Record<string, unknown>
        technologyTypes: unknown[]
      }>
    }
    // the generated government users share the list: the named ones are found by their first names
    const found = await Promise.all(
      ["Grace", "Val"].map(
        async (name) =>
          ((await (await app.request(`/api/v1/gov/users?search=${name}`, { token })).json()) as Found).data,
      ),
    )
    const byName = new Map(found.flat().map((user) => [user.lastName, user]))
    expect(byName.get("Gov")).toMatchObject({
      govUserExtendedData: {
        govUserOrganization: { name: "Army" },
        visionUserId: null,
        govEmployeeSinceYear: 2013,
        linesOfEffort: [expect.anything(), expect.anything()],
      },
    })
    expect(byName.get("Gov")!.technologyTypes).toHaveLength(3)
    expect(byName.get("Vision")).toMatchObject({
      govUserExtendedData: { govUserOrganization: { name: "Air Force" }, visionUserId: "vision-demo-0001" },
    })
  })

  it("adds some dozens of government users through sign-up's commands, active over the last 12 months", async () => {
    const { sql } = app.services.platform
    const rows = await sql.query<{
      email: string
      organization: string | null
      technologies: number
      classifications: number
      lines: number
      statement: string | null
      city: string | null
      vision: string | null
      registered: string
      active: string | null
    }>(
      `select email, gov_user_organization_id as organization, cardinality(technology_type_ids) as technologies,
         cardinality(classification_ids) as classifications, jsonb_array_length(lines_of_effort) as lines,
         profile_detail as statement, city, vision_user_id as vision, registered_at::text as registered,
         last_active_at::text as active
       from gov_users where email not like '%@ignite.local'`,
    )
    expect(rows).toHaveLength(demoGovUsers.count)
    for (const row of rows) {
      expect(row.organization).not.toBeNull()
      expect(row.technologies).toBeGreaterThan(0)
      expect(row.classifications).toBeGreaterThan(0)
      expect(row.lines).toBeGreaterThan(0)
      expect(row.statement).toMatch(/^<p>.+<\/p>$/)
      expect(row.city).not.toBeNull()
      expect(new Date(row.active!).getTime()).toBeGreaterThanOrEqual(new Date(row.registered).getTime())
    }
    const vision = rows.filter((row) => row.vision !== null).length
    expect(vision).toBeGreaterThan(0)
    expect(vision).toBeLessThan(rows.length / 2)
    // sign-ups and sign-ins lie over the year, so some are active (90 days) and some are not
    const year = Date.now() - 366 * 24 * 60 * 60 * 1000
    const quarter = Date.now() - 90 * 24 * 60 * 60 * 1000
    const registered = rows.map((row) => new Date(row.registered).getTime())
    expect(Math.min(...registered)).toBeGreaterThan(year)
    expect(Math.min(...registered)).toBeLessThan(quarter)
    const active = rows.filter((row) => new Date(row.active!).getTime() > quarter).length
    expect(active).toBeGreaterThan(0)
    expect(active).toBeLessThan(rows.length)

    // one of them signs in with the demo password and sees the app at once
    const first = generatedGovUser({ ...demoGovUsers, until: new Date() }, 0)
    const signIn = await signInAs(first.email)
    expect(signIn.status).toBe(200)
    const token = tokenOf(signIn)
    const me = await app.request("/api/v1/current_user", { token })
    expect(await me.json()).toMatchObject({ email: first.email, userRoles: ["gov"], confirmed: true })
  })

  it("gives gov@ignite.local two saved searches, one with alerts on", async () => {
    const token = await signedIn("gov@ignite.local")
    const page = (await (await app.request("/api/v1/saved_searches", { token })).json()) as {
      data: Array<{ name: string; alertsEnabled: boolean }>
    }
    expect(page.data.map(({ name, alertsEnabled }) => ({ name, alertsEnabled }))).toEqual(
      demoSavedSearches.map(({ name, alertsEnabled }) => ({ name, alertsEnabled })),
    )
  })

  it("offers gov@ignite.local sensible company matches with reasons, one of them hidden", async () => {
    const token = await signedIn("gov@ignite.local")
    const { matches } = (await (
      await app.request("/api/v1/matches/companies", { token })
    ).json()) as CompanyMatches
    const names = matches.map((match) => match.name)
    // an autonomy, robots and counter-UAS profile: the drone company and the robot company come first
    expect(names.slice(0, 3)).toEqual(expect.arrayContaining(["Skyhawk Unmanned Systems", "Acme Robotics"]))
    expect(names).not.toContain(demoHiddenMatch)
    const skyhawk = matches.find((match) => match.name === "Skyhawk Unmanned Systems")!
    expect(skyhawk.reason).toMatch(/^Autonomy & Robotics/)
    expect(skyhawk.terms.length).toBeGreaterThan(0)
  })

  const notificationsOf = async (token: string) =>
    (await (await app.request("/api/v1/current_user/notifications", { token })).json()) as NotificationsPage

  it("gives gov@ignite.local's search with alerts on exactly one unread alert, made by the reactor", async () => {
    const token = await signedIn("gov@ignite.local")
    const page = await notificationsOf(token)
    const alerting = demoSavedSearches.find((search) => search.alertsEnabled)!
    expect(page.data.filter((notification) => notification.type === "SavedSearchAlert")).toEqual([
      expect.objectContaining({
        type: "SavedSearchAlert",
        readAt: null,
        payload: expect.objectContaining({
          savedSearchName: alerting.name,
          listingName: "Cognita Analytics",
          itemKind: "service",
          itemName: demoAlertService.name,
        }),
      }),
    ])
  })

  it("gives gov@ignite.local the weekly match digest, turned on, with one digest of their matches", async () => {
    const token = await signedIn("gov@ignite.local")
    const setting = await app.request("/api/v1/matches/digest", { token })
    expect(await setting.json()).toEqual({ enabled: true })
    const digests = (await notificationsOf(token)).data.filter((n) => n.type === "MatchDigest")
    expect(digests).toEqual([
      expect.objectContaining({ readAt: null, payload: { side: "companies", count: expect.any(Number) } }),
    ])
    const [digest] = digests
    expect(digest?.type === "MatchDigest" && digest.payload.count).toBeGreaterThan(0)
  })

  it("gives company@ and gov@ignite.local a week-long conversation, with Acme's last two messages unread by Grace", async () => {
    const gov = await signedIn("gov@ignite.local")
    const company = await signedIn(demoCompany.contactEmail)
    const threads = (await (
      await app.request("/api/v1/current_user/chat/threads", { token: gov })
    ).json()) as ChatThreadsPage
    expect(threads.data).toEqual([
      expect.objectContaining({
        status: "active",
        currentUserUnreadCount: 2,
        participants: expect.arrayContaining([expect.objectContaining({ name: "Acme Robotics" })]),
      }),
    ])
    const [thread] = threads.data
    const messages = (await (
      await app.request(`/api/v1/chat_threads/${thread!.id}/user_chat_messages?perPage=50`, { token: gov })
    ).json()) as ChatMessagesPage
    expect(messages.data.map((message) => message.content)).toEqual(
      demoConversation.map(([, , content]) => content),
    )
    const days = new Set(messages.data.map((message) => message.createdAt.slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(5)
    // one notification per burst, read by replying: the last burst is Grace's only unread one
    const chats = (await notificationsOf(gov)).data.filter(
      (n) => n.type === "NewMessageNotification" && n.readAt === null,
    )
    expect(chats).toEqual([
      expect.objectContaining({
        readAt: null,
        payload: expect.objectContaining({ senderName: "Cory Company" }),
      }),
    ])
    const companyCount = await app.request("/api/v1/current_user/chat/unread_messages_count", {
      token: company,
    })
    expect((await companyCount.json()) as UnreadMessagesCount).toEqual({ count: 0 })
    const count = await app.request("/api/v1/current_user/notifications/count", { token: gov })
    // the alert, the chat's burst and the weekly match digest
    expect((await count.json()) as NotificationsCount).toEqual({ count: 3 })
  })

  it("leaves a showcase company's first message waiting for vision@ignite.local's reply", async () => {
    const vision = await signedIn("vision@ignite.local")
    const threads = (await (
      await app.request("/api/v1/current_user/chat/threads", { token: vision })
    ).json()) as ChatThreadsPage
    const tempered = showcaseCompanies.find((company) => company.uniqueEntityId === demoPendingChatCompany)!
    expect(threads.data).toEqual([
      expect.objectContaining({
        status: "pre_active",
        currentUserUnreadCount: 1,
        lastMessage: expect.objectContaining({ content: demoPendingMessage }),
        participants: expect.arrayContaining([expect.objectContaining({ name: tempered.name })]),
      }),
    ])
  })

  it("gives the admin dashboard a year of history: every card has a shape", async () => {
    await app.services.platform.projections.drain("analytics")
    const admin = await signedIn("admin@ignite.local")
    const statistic = async <T>(name: string) => {
      const answer = await app.request(`/api/v1/admin/statistics/${name}`, { token: admin })
      expect(answer.status).toBe(200)
      return (await answer.json()) as T
    }
    type Months<P> = { data: Array<P & { month: string }> }
    const busy = <P>(timeline: Months<P>, count: (point: P) => number) =>
      timeline.data.filter((point) => count(point) > 0).length

    // conversations in most months, most of them answered
    const conversations = await statistic<Months<{ activeConversations: number; messagesSent: number }>>(
      "active_conversations_statistic",
    )
    expect(busy(conversations, (p) => p.messagesSent)).toBeGreaterThanOrEqual(9)
    expect(busy(conversations, (p) => p.activeConversations)).toBeGreaterThanOrEqual(6)
    const { value } = await statistic<{ value: number }>("pct_gov_user_chat_response_statistic")
    expect(value).toBeGreaterThan(0.3)
    expect(value).toBeLessThan(1)
    // government users signing up and coming back all year
    const gov = await statistic<Months<{ usersTotal: number; userLogins: number }>>(
      "gov_users_timeline_statistic",
    )
    expect(busy(gov, (p) => p.userLogins)).toBeGreaterThanOrEqual(10)
    expect(gov.data[0]!.usersTotal).toBeLessThan(gov.data.at(-1)!.usersTotal)
    // the marketplace a year old, its showcase companies joining since: claims rise over the months
    const companies = await statistic<Months<{ listingsTotal: number; claimedListingsTotal: number }>>(
      "company_timeline_statistic",
    )
    expect(companies.data[0]!.listingsTotal).toBeGreaterThan(30)
    expect(new Set(companies.data.map((p) => p.claimedListingsTotal)).size).toBeGreaterThanOrEqual(4)
    const sbc = await statistic<Months<{ usersTotal: number }>>("sbc_users_statistic")
    expect(new Set(sbc.data.map((p) => p.usersTotal)).size).toBeGreaterThanOrEqual(4)
    // visits with a head: a full first page, most viewed first
    const views = await statistic<{ data: Array<{ pageViews: number }> }>("listing_page_views_statistic")
    expect(views.data).toHaveLength(10)
    expect(views.data[0]!.pageViews).toBeGreaterThan(views.data[9]!.pageViews)
  })

  it("gives the auditor a storefront whose history has two editors over months", async () => {
    const auditor = await signedIn("auditor@ignite.local")
    const skyhawk = showcaseCompanies[0]!
    const account = await app.services.companies.reads.accountByUniqueEntityId(skyhawk.uniqueEntityId)
    const listing = await app.services.storefronts.reads.listingOfAccount(account!.id)
    const answer = await app.request(`/api/v1/audit/streams/listing-${listing.id}`, { token: auditor })
    expect(answer.status).toBe(200)
    const history = (await answer.json()) as AuditStream
    const edits = history.entries.filter((entry) => entry.event.eventType === "ListingEdited")
    expect(edits.length).toBeGreaterThanOrEqual(6)
    expect(new Set(edits.map((entry) => entry.event.actorId)).size).toBe(2)
    // the history's own days: occurredAt is when each command was decided, on the demo's set-back clock
    const days = (entry: (typeof edits)[number]) => new Date(entry.event.occurredAt).getTime()
    expect(days(edits.at(-1)!) - days(edits[0]!)).toBeGreaterThan(180 * 24 * 60 * 60 * 1000)
    expect(edits.some((entry) => entry.changes.some((change) => change.field === "profile"))).toBe(true)
  })

  it("is never on in production, nor with SEED=none", () => {
    expect(
      loadConfig({
        NODE_ENV: "production",
        SMTP_URL: "smtp://x",
        JWT_SECRET: "kX9v2Qm7pL4rT8wZ1cN6bF3hJ5dS0aYeUgIoPqRt",
        VISION_KEY: Buffer.alloc(32, 1).toString("base64"),
        PUBLIC_URL: "https://ignite.example",
      }).demoData,
    ).toBe(false)
    expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false)
    expect(loadConfig({ SEED: "none" }).demoData).toBe(false)
    expect(loadConfig({}).demoData).toBe(true)
  })
})
