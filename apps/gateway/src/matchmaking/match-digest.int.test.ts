import type { MatchDigestSetting, NotificationsPage } from "@ignite/contracts"
import type { KnownEvents } from "@ignite/contracts/events"
import { readDevMailbox } from "@ignite/platform"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { publishCounterUasStorefronts } from "../testing/counter-uas-storefronts"
import { saveGovProfile } from "../testing/gov-profile"
import { editStorefront } from "../testing/listing-form"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

const day = 24 * 60 * 60 * 1000

/**
 * The weekly digest of new matches (issue 24) through the services and the gateway: opted in over REST and
 * tRPC, sent by the job at a clock the test chooses. A government user gets one digest a week of the
 * storefronts they may see and no digest listed before; a VISION-only storefront is never in a non-VISION
 * user's; a user who did not opt in (or opted out) gets nothing.
 */
describe(`the weekly match digest on ${driverName()}`, () => {
  let app: TestApp
  let callers: Awaited<ReturnType<typeof storefrontCallers>>
  const ids = { skyhawk: "", vision: "", falcon: "", gov: "", visionGov: "", quiet: "" }
  let quietToken = ""
  const start = new Date(Date.now() + 60_000)
  const at = (days: number) => new Date(start.getTime() + days * day)
  let falconOwner: Awaited<ReturnType<TestApp["companyOwner"]>>

  const settle = () => app.services.platform.projections.drain("matches")
  const runAt = (days: number) => app.services.atClock(() => at(days)).matchmaking.sendDigests()

  const saveProfile = (userId: string) =>
    saveGovProfile(app, userId, {
      problem: "<p>Small drone swarms threaten our bases: we need counter-UAS detection and defeat.</p>",
      linesOfEffort: ["Base defense against small drones with autonomous sensors"],
    })

  const request = async <T>(path: string, token: string, method = "GET", body?: unknown) => {
    const response = await app.request(path, {
      token,
      method,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const digestsOf = async (token: string) =>
    (
      await request<NotificationsPage>("/api/v1/current_user/notifications?page=1&perPage=50", token)
    ).body.data.filter((n) => n.type === "MatchDigest")
  const sentTo = async (userId: string) => {
    const { events } = await app.services.platform.store.readStream(`matchdigest-${userId}`)
    return events
      .filter((event) => event.type === "MatchDigestSent")
      .map((event) => event.data as KnownEvents["MatchDigestSent"])
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    callers = await storefrontCallers(app, "Digest")
    const { services } = app
    const skyhawk = await app.companyOwner("Skyhawk Digest")
    const vision = await app.companyOwner("Vision Digest")
    falconOwner = await app.companyOwner("Falcon Digest")
    ids.falcon = (await services.storefronts.reads.listingOfAccount(falconOwner.accountId)).id
    Object.assign(ids, await publishCounterUasStorefronts(app, { skyhawk, vision }, "Digest"))
    ids.gov = (await app.userToken("digest-gov", ["gov"])).userId
    ids.visionGov = (await app.userToken("digest-vision-gov", ["gov"])).userId
    const quiet = await app.agreedUser("digest-quiet-gov", ["gov"])
    ids.quiet = quiet.userId
    quietToken = quiet.token
    for (const id of [ids.gov, ids.visionGov, ids.quiet]) await saveProfile(id)
    await settle()
  })
  afterAll(() => app?.close())

  it("is off by default, and each user turns their own on or off over REST and tRPC", async () => {
    expect(await request<MatchDigestSetting>("/api/v1/matches/digest", callers.gov)).toEqual({
      status: 200,
      body: { enabled: false },
    })
    expect(await request("/api/v1/matches/digest", callers.gov, "PATCH", { enabled: true })).toEqual({
      status: 200,
      body: { enabled: true },
    })
    expect((await request("/api/v1/matches/digest", callers.gov)).body).toEqual({ enabled: true })
    expect((await request("/api/v1/matches/digest", callers.gov, "PATCH", { enabled: "yes" })).status).toBe(
      400,
    )

    const vision = await app.trpc(callers.visionGov)
    expect(await vision.matches.changeDigest({ enabled: true })).toEqual({ enabled: true })
    expect(await vision.matches.digest()).toEqual({ enabled: true })
    // the quiet one turns it on and off again: opted out
    await request("/api/v1/matches/digest", quietToken, "PATCH", { enabled: true })
    await request("/api/v1/matches/digest", quietToken, "PATCH", { enabled: false })
    expect((await request("/api/v1/matches/digest", quietToken)).body).toEqual({ enabled: false })
    expect((await request("/api/v1/matches/digest", callers.otherCompany)).body).toEqual({ enabled: false })
  })

  it("sends an opted-in user one digest of the storefronts they may see: a notification and an email", async () => {
    expect((await runAt(0)).sent).toBe(2)
    const [gov] = await sentTo(ids.gov)
    expect(gov).toEqual({
      userId: ids.gov,
      side: "companies",
      matchIds: [ids.skyhawk],
      sentAt: at(0).toISOString(),
    })
    // the VISION-only storefront is for the VISION-linked user only
    expect([...((await sentTo(ids.visionGov))[0]?.matchIds ?? [])].sort()).toEqual(
      [ids.skyhawk, ids.vision].sort(),
    )
    expect(await sentTo(ids.quiet)).toEqual([])
    expect(await digestsOf(quietToken)).toEqual([])

    const [notification] = await digestsOf(callers.gov)
    expect(notification).toMatchObject({
      type: "MatchDigest",
      readAt: null,
      payload: { side: "companies", count: 1 },
    })

    const [mail] = await readDevMailbox(app.services.platform.sql, { to: "digest-gov@test.ignite.local" })
    expect(mail?.subject).toBe("Your new matches on Ignite this week")
    expect(mail?.text).toContain("Skyhawk Digest: ")
    expect(mail?.text).not.toContain("Vision Digest")
    expect(
      await readDevMailbox(app.services.platform.sql, { to: "digest-quiet-gov@test.ignite.local" }),
    ).toEqual([])
  })

  it("sends nothing more the same week, and a week later only the matches that are new", async () => {
    expect((await runAt(1)).sent).toBe(0)
    expect((await runAt(6.9)).sent).toBe(0)
    expect(await sentTo(ids.gov)).toHaveLength(1)

    await editStorefront(app, falconOwner, ids.falcon, "Falcon Digest", {
      capabilityStatement: "<p>Counter-UAS sensors that find small drone swarms over bases at night.</p>",
      technologyTypeIds: ["4", "16"],
    })
    await app.services.storefronts.listings.publish(ids.falcon, "test", true)
    await settle()

    await runAt(7)
    const digests = await sentTo(ids.gov)
    expect(digests.map((d) => d.matchIds)).toEqual([[ids.skyhawk], [ids.falcon]])
    expect(await digestsOf(callers.gov)).toHaveLength(2)
    const [latest] = await readDevMailbox(app.services.platform.sql, { to: "digest-gov@test.ignite.local" })
    expect(latest?.text).toContain("Falcon Digest: ")
    expect(latest?.text).not.toContain("Skyhawk Digest")

    // nothing new a week after that: no digest
    await runAt(14)
    expect(await sentTo(ids.gov)).toHaveLength(2)
  })
})
