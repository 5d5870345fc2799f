import type { ErrorEnvelope, NotificationsCount, NotificationsPage } from "@ignite/contracts"
import { resetCheckpoint } from "@ignite/platform"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { editStorefront } from "../testing/listing-form"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * Saved-search alerts through the whole app: a storefront that newly enters a saved search's results (with
 * alerts on) notifies the search's owner once, never for what the owner may not see, never for what was
 * there when the search was saved, never with alerts off; and the owner alone reads and marks them.
 */
describe(`saved-search alerts and notifications on ${driverName()}`, () => {
  let app: TestApp
  let gov = ""
  let other = ""
  const ids = { baseline: "", fresh: "", vision: "", hidden: "", alerting: "", silent: "" }

  /** What a test storefront says of itself: the words its saved searches look for. */
  const words = (name: string) => ({
    tagLine: `${name} builds zephyr gliders`,
    website: "https://zephyr.example",
    capabilityStatement:
      "<p>Zephyr gliders for long endurance surveillance, a statement of fifty characters.</p>",
  })
  const storefront = async (name: string, publish: boolean) => {
    const owner = await app.companyOwner(name)
    const id = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
    await editStorefront(app, owner, id, name, words(name))
    if (publish) await app.services.storefronts.listings.publish(id, "test", true)
    return { id, owner }
  }
  const settle = async () => {
    await app.services.platform.projections.drain("listing_search")
    await app.services.platform.runner.drain("search-alerts")
  }
  const json = async <T>(path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await app.request(path, {
      ...init,
      headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const save = async (name: string, alertsEnabled: boolean) =>
    (
      await json<{ id: string }>("/api/v1/saved_searches", {
        method: "POST",
        token: gov,
        body: JSON.stringify({ name, query: "searchListings=zephyr", alertsEnabled }),
      })
    ).body.id
  const notifications = async (token = gov) =>
    (await json<NotificationsPage>("/api/v1/current_user/notifications?page=1&perPage=20", { token })).body

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const callers = await storefrontCallers(app, "Alerts")
    gov = callers.gov
    other = callers.visionGov
    ids.baseline = (await storefront("Zephyr Baseline", true)).id
    await settle()
    ids.alerting = await save("Zephyr watch", true)
    ids.silent = await save("Zephyr quiet", false)
    await settle()
    ids.fresh = (await storefront("Zephyr Fresh", true)).id
    const vision = await storefront("Zephyr Vision", false)
    ids.vision = vision.id
    await app.services.storefronts.edits.setVisionOnly(vision.owner.userId, vision.id, true)
    await app.services.storefronts.listings.publish(vision.id, "test", true)
    ids.hidden = (await storefront("Zephyr Hidden", false)).id
    await settle()
  })
  afterAll(() => app?.close())

  it("notifies once, for the storefront that newly matched a search with alerts on, and nothing else", async () => {
    const page = await notifications()
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({
      type: "SavedSearchAlert",
      readAt: null,
      payload: {
        savedSearchId: ids.alerting,
        savedSearchName: "Zephyr watch",
        listingId: ids.fresh,
        listingName: "Zephyr Fresh",
        itemKind: "listing",
      },
    })
    expect(
      (await json<NotificationsCount>("/api/v1/current_user/notifications/count", { token: gov })).body,
    ).toEqual({ count: 1 })
  })

  it("does not notify again when the log is redelivered or the storefront changes again", async () => {
    await resetCheckpoint(app.services.platform.sql, "search-alerts")
    await settle()
    // the one that matched at save time changes too: still part of the baseline, no news
    for (const [id, name] of [
      [ids.fresh, "Zephyr Fresh"],
      [ids.baseline, "Zephyr Baseline"],
    ] as const) {
      const [owner] = await app.services.platform.sql.query<{ id: string }>(
        "select id::text as id from current_users where account_id = (select account_id from search_listings where id = $1)",
        [id],
      )
      await editStorefront(app, { userId: owner!.id }, id, name, words(name))
    }
    await settle()
    expect((await notifications()).data).toHaveLength(1)
  })

  it("lets only the owner read and mark them, on both transports", async () => {
    const [alert] = (await notifications()).data
    expect((await notifications(other)).data).toEqual([])
    const theirs = await json<ErrorEnvelope>(`/api/v1/current_user/notifications/${alert!.id}/read`, {
      method: "PATCH",
      token: other,
    })
    expect(theirs.status).toBe(404)
    expect((await (await app.trpc(gov)).notifications.count()).count).toBe(1)
    const read = await json<{ readAt: string | null }>(
      `/api/v1/current_user/notifications/${alert!.id}/read`,
      {
        method: "PATCH",
        token: gov,
      },
    )
    expect(read.status).toBe(200)
    expect(read.body.readAt).not.toBeNull()
    expect((await (await app.trpc(gov)).notifications.markAllRead()).count).toBe(0)
    expect(
      (
        await json<NotificationsCount>("/api/v1/current_user/notifications/read", {
          method: "PATCH",
          token: gov,
        })
      ).body,
    ).toEqual({ count: 0 })
    expect((await json("/api/v1/current_user/notifications")).status).toBe(401)
  })
})
