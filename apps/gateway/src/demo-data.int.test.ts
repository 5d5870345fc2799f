import { loadConfig } from "@ignite/platform"
import { driverName } from "@ignite/platform/testing"
import { demoCompany, demoPassword, demoUsers, unclaimedDemoCompanies } from "@ignite/wiring"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

describe(`demo data on ${driverName()}`, () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: "true" })
  })
  afterAll(() => app.close())

  it("lets each demo user sign in and use the app at once", async () => {
    for (const user of demoUsers) {
      const signIn = await app.request("/api/v1/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user: { email: user.email, password: demoPassword } }),
      })
      expect(signIn.status).toBe(200)
      const token = signIn.headers.get("authorization")!.slice(7)
      const me = await app.request("/api/v1/current_user", { token })
      expect(await me.json()).toMatchObject({ email: user.email, userRoles: user.roles, confirmed: true })
    }
  })

  it("gives the company user Acme Robotics, claimed, with a pending invite; other companies wait to be claimed", async () => {
    const signIn = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email: demoCompany.contactEmail, password: demoPassword } }),
    })
    const token = signIn.headers.get("authorization")!.slice(7)
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
    const acme = await services.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    const listing = await services.reads.listingOfAccount(acme!.id)
    expect(listing).toMatchObject({ name: "Acme Robotics", isPublished: true })
    expect(listing.lastProfileSync).not.toBeNull()
    await services.platform.projections.drain("awards")
    const awards = await services.reads.awardsOfListing(listing.id, {
      page: 1,
      perPage: 10,
      sortBy: "createdAt",
      sortDirection: "desc",
    })
    expect(awards.pagination.count).toBe(4)
    for (const company of unclaimedDemoCompanies) {
      const account = await services.reads.accountByUniqueEntityId(company.uniqueEntityId)
      expect(await services.reads.listingOfAccount(account!.id)).toMatchObject({
        name: company.name,
        isPublished: false,
      })
    }
    const [counts] = await services.platform.sql.query<{ published: number; total: number }>(
      "select count(*) filter (where is_published)::int as published, count(*)::int as total from listings",
    )
    expect(counts).toEqual({ published: 31, total: 42 })
  })

  it("gives gov@ignite.local a complete government profile and links vision@ignite.local to VISION", async () => {
    const signIn = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email: demoCompany.contactEmail, password: demoPassword } }),
    })
    const token = signIn.headers.get("authorization")!.slice(7)
    const page = (await (await app.request("/api/v1/gov/users", { token })).json()) as {
      data: Array<{
        lastName: string
        govUserExtendedData: Record<string, unknown>
        technologyTypes: unknown[]
      }>
    }
    const byName = new Map(page.data.map((user) => [user.lastName, user]))
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

  it("is never on in production, nor with SEED=none", () => {
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://x" }).demoData).toBe(false)
    expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false)
    expect(loadConfig({ SEED: "none" }).demoData).toBe(false)
    expect(loadConfig({}).demoData).toBe(true)
  })
})
