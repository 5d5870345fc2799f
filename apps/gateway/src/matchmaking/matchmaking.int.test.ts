import type { CompanyMatches, ErrorEnvelope, GovUserMatches } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { publishCounterUasStorefronts } from "../testing/counter-uas-storefronts"
import { saveGovProfile } from "../testing/gov-profile"
import { editStorefront } from "../testing/listing-form"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

const header =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"

/**
 * Matchmaking through the whole app (issue 24), REST over HTTP and tRPC in process, as real users. Three
 * storefronts fit a counter-UAS problem statement: a published one (Skyhawk), a VISION-only one and an
 * unpublished one; only what the asker may see is ever offered. A hidden match stays away until the
 * asker's profile changes; a chat started from a match is recorded as its success.
 */
describe(`matchmaking through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let callers: Awaited<ReturnType<typeof storefrontCallers>>
  const ids = { skyhawk: "", vision: "", unpublished: "", govUser: "", visionGovUser: "" }
  let skyhawkOwner = ""
  let skyhawkAccount = ""

  const settle = () => app.services.platform.projections.drain("matches")

  const saveProfile = (userId: string, problem: string) =>
    saveGovProfile(app, userId, {
      problem: `<p>${problem}</p>`,
      linesOfEffort: ["Base defense against small drones with autonomous sensors"],
    })

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    callers = await storefrontCallers(app, "Matcher")
    const { services } = app
    const skyhawk = await app.agreedCompanyOwner("Skyhawk Matcher")
    skyhawkOwner = skyhawk.token
    skyhawkAccount = skyhawk.accountId
    const vision = await app.companyOwner("Vision Matcher")
    Object.assign(ids, await publishCounterUasStorefronts(app, { skyhawk, vision }, "Matcher"))
    ids.unpublished = callers.listingId
    await editStorefront(app, callers.owner, ids.unpublished, "Unpublished Matcher", {
      capabilityStatement: "<p>Counter-UAS lasers for drone swarms, still in the lab.</p>",
      technologyTypeIds: ["4", "16"],
    })
    await services.companies.sbirImports.importFile([
      `${header}\nSkyhawk Matcher,Counter-UAS swarm defeat,DOD,Phase II,DOD-M-1,FA-M-1,2025-05-01,2025,"900,000",${skyhawk.uniqueEntityId},owner@example.test,Detecting and defeating counter-UAS targets`,
    ])
    ids.govUser = (await app.userToken("matcher-gov", ["gov"])).userId
    ids.visionGovUser = (await app.userToken("matcher-vision-gov", ["gov"])).userId
    const problem = "Small drone swarms threaten our bases: we need counter-UAS detection and defeat."
    await saveProfile(ids.govUser, problem)
    await saveProfile(ids.visionGovUser, problem)
    await settle()
  })
  afterAll(() => app?.close())

  const get = async <T>(path: string, token?: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as T }
  }
  const feedback = async (id: string, token: string, body: unknown = { feedback: "hidden" }) => {
    const response = await app.request(`/api/v1/matches/${id}/feedback`, {
      token,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const companies = async (token: string) =>
    (await get<CompanyMatches>("/api/v1/matches/companies", token)).body.matches

  it("offers each government user only the storefronts they may see, ranked, with a reason and its terms", async () => {
    const forGov = await get<CompanyMatches>("/api/v1/matches/companies", callers.gov)
    expect(forGov.status).toBe(200)
    expect(forGov.body.matches.map((m) => m.listingId)).toEqual([ids.skyhawk])
    const [skyhawk] = forGov.body.matches
    expect(skyhawk).toMatchObject({ name: "Skyhawk Matcher", accountId: skyhawkAccount })
    expect(skyhawk?.reason).toMatch(/^Autonomy & Robotics and Sensors; your .+ and their .+ both mention /)
    expect(skyhawk?.terms.length).toBeGreaterThan(0)
    for (const term of skyhawk?.terms ?? []) expect(skyhawk?.reason).toContain(term)
    expect(skyhawk?.score).toBeGreaterThan(0)

    const forVision = await companies(callers.visionGov)
    expect(forVision.map((m) => m.listingId).sort()).toEqual([ids.skyhawk, ids.vision].sort())
    expect(forVision[0]!.score).toBeGreaterThanOrEqual(forVision[1]!.score)

    const trpc = await (await app.trpc(callers.gov)).matches.companies({})
    expect(trpc.matches.map((m) => m.listingId)).toEqual([ids.skyhawk])
  })

  it("lets only government users ask for companies, and only company users for government users", async () => {
    expect((await get<ErrorEnvelope>("/api/v1/matches/companies", skyhawkOwner)).status).toBe(403)
    expect((await get<ErrorEnvelope>("/api/v1/matches/gov_users", callers.gov)).status).toBe(403)
    expect((await get<ErrorEnvelope>("/api/v1/matches/companies")).status).toBe(401)
  })

  it("answers feedback on a storefront the asker may not see as not found", async () => {
    const refused = await feedback(ids.vision, callers.gov)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ error: "NotFound", status: 404 })
    expect((await feedback(ids.unpublished, callers.gov)).status).toBe(404)
    expect((await feedback(ids.skyhawk, callers.gov, { feedback: "loved" })).status).toBe(400)
  })

  it("keeps a hidden match away until the government user's profile changes", async () => {
    const hidden = await feedback(ids.skyhawk, callers.gov)
    expect(hidden).toEqual({ status: 200, body: { id: ids.skyhawk, feedback: "hidden" } })
    expect((await feedback(ids.skyhawk, callers.gov)).status).toBe(200)
    await settle()
    expect(await companies(callers.gov)).toEqual([])
    // the VISION-linked user's matches are theirs alone
    expect((await companies(callers.visionGov)).map((m) => m.listingId)).toContain(ids.skyhawk)

    await saveProfile(ids.govUser, "Drone swarms over our bases at night: counter-UAS detection and defeat.")
    await settle()
    expect((await companies(callers.gov)).map((m) => m.listingId)).toEqual([ids.skyhawk])
  })

  it("keeps a match marked not relevant away too, over tRPC", async () => {
    const caller = await app.trpc(callers.visionGov)
    expect(await caller.matches.feedback({ id: ids.vision, feedback: "notRelevant" })).toEqual({
      id: ids.vision,
      feedback: "notRelevant",
    })
    await settle()
    expect((await caller.matches.companies({})).matches.map((m) => m.listingId)).toEqual([ids.skyhawk])
  })

  it("shows a company the government users who fit it, respecting their own settings", async () => {
    const forSkyhawk = await get<GovUserMatches>("/api/v1/matches/gov_users", skyhawkOwner)
    expect(forSkyhawk.status).toBe(200)
    expect(forSkyhawk.body.matches.map((m) => m.govUserId).sort()).toEqual(
      [ids.govUser, ids.visionGovUser].sort(),
    )
    expect(forSkyhawk.body.matches[0]?.reason).toMatch(/their (problem statement|line of effort)/)

    const response = await app.request("/api/v1/users", {
      token: callers.gov,
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { govUserSettingAttributes: { allowMessageRequests: false } } }),
    })
    expect(response.status).toBe(200)
    await settle()
    const after = (await get<GovUserMatches>("/api/v1/matches/gov_users", skyhawkOwner)).body.matches
    expect(after.map((m) => m.govUserId)).toEqual([ids.visionGovUser])
  })

  it("records a chat started from a match as the match's success", async () => {
    const response = await app.request("/api/v1/chat_threads", {
      token: callers.gov,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        participants: [{ participantType: "Account", participantId: skyhawkAccount }],
        initialMessages: [{ content: "Your counter-UAS work fits our problem." }],
        fromMatch: true,
      }),
    })
    expect(response.status).toBe(201)
    const { events } = await app.services.platform.store.readStream(`matchfeedback-${ids.govUser}`)
    expect(events.at(-1)).toMatchObject({
      type: "MatchSucceeded",
      data: { userId: ids.govUser, side: "companies", subjectId: ids.skyhawk },
    })
  })
})
